/**
 * Address search: a combobox that asks for places 250 ms after typing stops and lists up to 10.
 * Choosing one (click, or arrows then Enter) hands its point to `onChoose`.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { ADDRESS_NOT_FOUND, searchPlaces, type PlaceOption } from './api';
import { SEARCH_DEBOUNCE_MS } from './rules';
import type { MapPoint } from './types';

interface Props {
	token: string;
	onChoose: ( point: MapPoint ) => void;
	focusOnMount?: boolean;
}

export default function AddressSearch( {
	token,
	onChoose,
	focusOnMount,
}: Props ) {
	const id = `jetpack-map-search-${ useId().replace( /:/g, '' ) }`;
	const [ query, setQuery ] = useState( '' );
	const [ options, setOptions ] = useState< PlaceOption[] >( [] );
	const [ active, setActive ] = useState( -1 );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ searched, setSearched ] = useState( '' );
	const input = useRef< HTMLInputElement >( null );

	useEffect( () => {
		if ( focusOnMount ) {
			input.current?.focus();
		}
	}, [ focusOnMount ] );

	useEffect( () => {
		const text = query.trim();
		if ( ! text ) {
			setOptions( [] );
			setSearched( '' );
			setError( '' );
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout( () => {
			setBusy( true );
			searchPlaces( text, token, controller.signal )
				.then( ( found ) => {
					setOptions( found );
					setActive( found.length ? 0 : -1 );
					setSearched( text );
					setError( '' );
				} )
				.catch( ( failure: Error ) => {
					if ( ! controller.signal.aborted ) {
						setOptions( [] );
						setError( failure.message );
					}
				} )
				.finally( () => {
					if ( ! controller.signal.aborted ) {
						setBusy( false );
					}
				} );
		}, SEARCH_DEBOUNCE_MS );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ query, token ] );

	const choose = ( option: PlaceOption | undefined ) => {
		if ( ! option ) {
			return;
		}
		onChoose( option.point );
		setQuery( '' );
		setOptions( [] );
	};

	const listId = `${ id }-list`;
	const expanded = options.length > 0;
	const nothingFound =
		! busy &&
		! error &&
		searched !== '' &&
		searched === query.trim() &&
		! options.length;

	return (
		<div className="wp-block-jetpack-map__search">
			<label
				htmlFor={ id }
				className="wp-block-jetpack-map__search-label"
			>
				{ __( 'Search for a place or address', 'jetpack-blocks' ) }
			</label>
			<div className="wp-block-jetpack-map__search-field">
				<input
					ref={ input }
					id={ id }
					type="text"
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={ expanded }
					aria-controls={ listId }
					aria-activedescendant={
						active >= 0 ? `${ listId }-${ active }` : undefined
					}
					autoComplete="off"
					value={ query }
					placeholder={ __( 'e.g. Lisbon', 'jetpack-blocks' ) }
					onChange={ ( event ) => setQuery( event.target.value ) }
					onKeyDown={ ( event ) => {
						if ( event.key === 'ArrowDown' && options.length ) {
							event.preventDefault();
							setActive( ( active + 1 ) % options.length );
						} else if (
							event.key === 'ArrowUp' &&
							options.length
						) {
							event.preventDefault();
							setActive(
								( active - 1 + options.length ) % options.length
							);
						} else if ( event.key === 'Enter' ) {
							event.preventDefault();
							choose( options[ Math.max( 0, active ) ] );
						} else if ( event.key === 'Escape' && expanded ) {
							event.stopPropagation();
							setOptions( [] );
						}
					} }
				/>
				{ busy && <Spinner /> }
			</div>
			<ul
				id={ listId }
				role="listbox"
				aria-label={ __( 'Places', 'jetpack-blocks' ) }
				className="wp-block-jetpack-map__search-options"
				hidden={ ! expanded }
			>
				{ options.map( ( option, index ) => (
					// Keys are handled by the combobox input (aria-activedescendant), as the
					// combobox pattern has it; options take clicks only.
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events
					<li
						key={ option.point.id }
						id={ `${ listId }-${ index }` }
						role="option"
						aria-selected={ index === active }
						className={ index === active ? 'is-active' : undefined }
						onMouseDown={ ( event ) => event.preventDefault() }
						onClick={ () => choose( option ) }
					>
						{ option.label }
					</li>
				) ) }
			</ul>
			<div
				aria-live="polite"
				className="wp-block-jetpack-map__search-status"
			>
				{ error && (
					<p
						className="wp-block-jetpack-map__search-error"
						role="alert"
					>
						{ error }
					</p>
				) }
				{ nothingFound && (
					<p>
						{ sprintf(
							/* translators: %s: the text searched for. */
							__( 'No place found for “%s”.', 'jetpack-blocks' ),
							searched
						) }
					</p>
				) }
				{ expanded && (
					<span className="screen-reader-text">
						{ sprintf(
							/* translators: %d: number of places listed. */
							__( '%d places found.', 'jetpack-blocks' ),
							options.length
						) }
					</span>
				) }
			</div>
		</div>
	);
}

export { ADDRESS_NOT_FOUND };
