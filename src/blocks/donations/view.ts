/**
 * Front end, loaded only on pages with the block. The stored forms already work without it (every
 * interval shown, radio tiers, a number field with the currency minimum); this adds:
 * - tabs when more than one interval is shown (arrow keys move between them);
 * - a custom amount checked before the form leaves the page, with a visible message next to the
 *   field (the typed amount stays), instead of the browser's own bubble;
 * - typing a custom amount unselects the tiers, picking a tier clears the custom amount.
 */
import { __, sprintf } from '@wordpress/i18n';

const TAB_LABELS: Record< string, () => string > = {
	'one-time': () => __( 'One-Time', 'jetpack-blocks' ),
	'1 month': () => __( 'Monthly', 'jetpack-blocks' ),
	'1 year': () => __( 'Yearly', 'jetpack-blocks' ),
};

let counter = 0;

/** Why a custom amount cannot be sent, or null when it can (or is empty: a tier is sent). */
export function customAmountProblem( field: HTMLInputElement ): string | null {
	if ( field.value.trim() === '' && ! field.validity.badInput ) {
		return null;
	}
	const value = field.valueAsNumber;
	if ( Number.isNaN( value ) || field.validity.badInput ) {
		return __( 'Enter an amount as a number.', 'jetpack-blocks' );
	}
	if ( value < Number( field.min ) ) {
		return sprintf(
			/* translators: %s: the smallest amount, with its currency symbol. */
			__( 'The amount must be at least %s.', 'jetpack-blocks' ),
			field.dataset.minimum ?? field.min
		);
	}
	if ( field.validity.stepMismatch ) {
		return sprintf(
			/* translators: %s: the smallest step of the currency, e.g. 0.01. */
			__( 'Enter the amount in steps of %s.', 'jetpack-blocks' ),
			field.step
		);
	}
	return null;
}

function enhanceForm( form: HTMLFormElement ): void {
	const field = form.querySelector< HTMLInputElement >(
		'.donations__custom-field input'
	);
	if ( ! field ) {
		return;
	}
	const tiers = Array.from(
		form.querySelectorAll< HTMLInputElement >( 'input[type="radio"]' )
	);
	const message = document.createElement( 'p' );
	message.className = 'donations__custom-error';
	message.id = `donations-error-${ ++counter }`;
	message.setAttribute( 'role', 'alert' );
	message.hidden = true;
	field.closest( '.donations__custom-amount' )?.after( message );

	const showProblem = ( problem: string | null ) => {
		message.hidden = problem === null;
		message.textContent = problem ?? '';
		if ( problem === null ) {
			field.removeAttribute( 'aria-invalid' );
			field.removeAttribute( 'aria-describedby' );
		} else {
			field.setAttribute( 'aria-invalid', 'true' );
			field.setAttribute( 'aria-describedby', message.id );
		}
	};

	// Our message replaces the browser's bubble.
	form.noValidate = true;
	form.addEventListener( 'submit', ( event ) => {
		let problem = customAmountProblem( field );
		if (
			problem === null &&
			field.value.trim() === '' &&
			tiers.length > 0 &&
			! tiers.some( ( tier ) => tier.checked )
		) {
			problem = __( 'Choose an amount or enter one.', 'jetpack-blocks' );
		}
		showProblem( problem );
		if ( problem !== null ) {
			event.preventDefault();
			field.focus();
		}
	} );
	field.addEventListener( 'input', () => {
		if ( field.value !== '' ) {
			tiers.forEach( ( tier ) => ( tier.checked = false ) );
		}
		if ( ! message.hidden ) {
			showProblem( customAmountProblem( field ) );
		}
	} );
	tiers.forEach( ( tier ) =>
		tier.addEventListener( 'change', () => {
			field.value = '';
			showProblem( null );
		} )
	);
}

function makeTabs( block: HTMLElement, panels: HTMLFormElement[] ): void {
	const list = document.createElement( 'div' );
	list.className = 'donations__tabs';
	list.setAttribute( 'role', 'tablist' );
	list.setAttribute(
		'aria-label',
		__( 'Donation frequency', 'jetpack-blocks' )
	);
	const tabs = panels.map( ( panel, index ) => {
		const id = `donations-${ ++counter }`;
		const tab = document.createElement( 'button' );
		tab.type = 'button';
		tab.className = 'donations__tab';
		tab.id = `${ id }-tab`;
		tab.setAttribute( 'role', 'tab' );
		tab.setAttribute( 'aria-controls', `${ id }-panel` );
		tab.textContent =
			TAB_LABELS[ panel.dataset.interval ?? '' ]?.() ??
			panel.querySelector( '.donations__heading' )?.textContent ??
			'';
		panel.id = `${ id }-panel`;
		panel.setAttribute( 'role', 'tabpanel' );
		panel.setAttribute( 'aria-labelledby', tab.id );
		tab.addEventListener( 'click', () => select( index ) );
		tab.addEventListener( 'keydown', ( event ) => {
			const step = { ArrowRight: 1, ArrowLeft: -1 }[ event.key ] ?? 0;
			if ( step ) {
				event.preventDefault();
				const next = ( index + step + panels.length ) % panels.length;
				select( next );
				tabs[ next ]?.focus();
			}
		} );
		list.append( tab );
		return tab;
	} );
	function select( chosen: number ): void {
		tabs.forEach( ( tab, index ) => {
			const selected = index === chosen;
			tab.setAttribute( 'aria-selected', String( selected ) );
			tab.tabIndex = selected ? 0 : -1;
			tab.classList.toggle( 'is-active', selected );
			const panel = panels[ index ];
			if ( panel ) {
				panel.hidden = ! selected;
			}
		} );
	}
	block.prepend( list );
	block.classList.add( 'has-tabs' );
	select( 0 );
}

function enhance(): void {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-jetpack-donations' )
		.forEach( ( block ) => {
			if ( block.dataset.enhanced ) {
				return;
			}
			block.dataset.enhanced = 'true';
			const panels = Array.from(
				block.querySelectorAll< HTMLFormElement >(
					':scope > form.donations__panel'
				)
			);
			panels.forEach( enhanceForm );
			if ( panels.length > 1 ) {
				makeTabs( block, panels );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', enhance );
} else {
	enhance();
}
