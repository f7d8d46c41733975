/**
 * The star colour, checked. The `color` attribute ends up in a style attribute (save) and in SVG
 * `fill`/`stroke` (render.php), so anything that is not a plain colour value — a second declaration,
 * a `url(…)`, a quote — must never get there. Accepted: hex (#rgb, #rgba, #rrggbb, #rrggbbaa),
 * rgb()/rgba()/hsl()/hsla() with numeric arguments, CSS named colours, and a colour preset
 * `var(--wp--preset--color--<slug>)`. render.php applies the same rules (and the same name list: a
 * unit test compares them).
 */

/** The CSS named colours (CSS Color 4), plus `transparent` and `currentcolor`; lower case. */
export const NAMED_COLORS: readonly string[] = [
	'aliceblue',
	'antiquewhite',
	'aqua',
	'aquamarine',
	'azure',
	'beige',
	'bisque',
	'black',
	'blanchedalmond',
	'blue',
	'blueviolet',
	'brown',
	'burlywood',
	'cadetblue',
	'chartreuse',
	'chocolate',
	'coral',
	'cornflowerblue',
	'cornsilk',
	'crimson',
	'cyan',
	'darkblue',
	'darkcyan',
	'darkgoldenrod',
	'darkgray',
	'darkgreen',
	'darkgrey',
	'darkkhaki',
	'darkmagenta',
	'darkolivegreen',
	'darkorange',
	'darkorchid',
	'darkred',
	'darksalmon',
	'darkseagreen',
	'darkslateblue',
	'darkslategray',
	'darkslategrey',
	'darkturquoise',
	'darkviolet',
	'deeppink',
	'deepskyblue',
	'dimgray',
	'dimgrey',
	'dodgerblue',
	'firebrick',
	'floralwhite',
	'forestgreen',
	'fuchsia',
	'gainsboro',
	'ghostwhite',
	'gold',
	'goldenrod',
	'gray',
	'green',
	'greenyellow',
	'grey',
	'honeydew',
	'hotpink',
	'indianred',
	'indigo',
	'ivory',
	'khaki',
	'lavender',
	'lavenderblush',
	'lawngreen',
	'lemonchiffon',
	'lightblue',
	'lightcoral',
	'lightcyan',
	'lightgoldenrodyellow',
	'lightgray',
	'lightgreen',
	'lightgrey',
	'lightpink',
	'lightsalmon',
	'lightseagreen',
	'lightskyblue',
	'lightslategray',
	'lightslategrey',
	'lightsteelblue',
	'lightyellow',
	'lime',
	'limegreen',
	'linen',
	'magenta',
	'maroon',
	'mediumaquamarine',
	'mediumblue',
	'mediumorchid',
	'mediumpurple',
	'mediumseagreen',
	'mediumslateblue',
	'mediumspringgreen',
	'mediumturquoise',
	'mediumvioletred',
	'midnightblue',
	'mintcream',
	'mistyrose',
	'moccasin',
	'navajowhite',
	'navy',
	'oldlace',
	'olive',
	'olivedrab',
	'orange',
	'orangered',
	'orchid',
	'palegoldenrod',
	'palegreen',
	'paleturquoise',
	'palevioletred',
	'papayawhip',
	'peachpuff',
	'peru',
	'pink',
	'plum',
	'powderblue',
	'purple',
	'rebeccapurple',
	'red',
	'rosybrown',
	'royalblue',
	'saddlebrown',
	'salmon',
	'sandybrown',
	'seagreen',
	'seashell',
	'sienna',
	'silver',
	'skyblue',
	'slateblue',
	'slategray',
	'slategrey',
	'snow',
	'springgreen',
	'steelblue',
	'tan',
	'teal',
	'thistle',
	'tomato',
	'turquoise',
	'violet',
	'wheat',
	'white',
	'whitesmoke',
	'yellow',
	'yellowgreen',
	'transparent',
	'currentcolor',
];

const NAMED = new Set( NAMED_COLORS );

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A number with an optional percentage or angle unit. */
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?`;
/** CSS white space only (`\s` would also take Unicode spaces, which render.php does not). */
const SPACE = String.raw`[\t\n\f\r ]`;
const SEPARATOR = `(?:${ SPACE }*,${ SPACE }*|${ SPACE }+)`;
const ALPHA_SEPARATOR = String.raw`(?:${ SPACE }*[,\/]${ SPACE }*)`;
const FUNCTIONAL = new RegExp(
	String.raw`^(?:rgba?|hsla?)\(${ SPACE }*${ NUMBER }${ SEPARATOR }${ NUMBER }${ SEPARATOR }${ NUMBER }(?:${ ALPHA_SEPARATOR }${ NUMBER })?${ SPACE }*\)$`,
	'i'
);

const PRESET = /^var\(--wp--preset--color--[a-z0-9]+(?:-[a-z0-9]+)*\)$/;

/** Longer than any colour value: refused without running the patterns. */
const MAX_LENGTH = 100;

/** Whether a value is a colour the block accepts. */
export function isColorValue( value: unknown ): value is string {
	if ( typeof value !== 'string' || value.length > MAX_LENGTH ) {
		return false;
	}
	return (
		HEX.test( value ) ||
		FUNCTIONAL.test( value ) ||
		PRESET.test( value ) ||
		NAMED.has( value.toLowerCase() )
	);
}

/** The colour when it is accepted, else undefined (the block's default colour). */
export function safeColor( value: unknown ): string | undefined {
	return isColorValue( value ) ? value : undefined;
}
