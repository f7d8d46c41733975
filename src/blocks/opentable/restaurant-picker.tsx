/**
 * The restaurant picker: a token field whose suggestions come from the restaurant search (at most
 * 20, searched at most every 500 ms while typing), which also takes restaurant ids as typed and
 * OpenTable embed codes or links, typed or pasted. When the search cannot reach OpenTable the field
 * says so plainly and keeps taking ids and embed codes.
 */
import { Button, FormTokenField, Notice, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ClipboardEvent } from 'react';
import { looksLikeEmbed, parseEmbedCode, type ParsedEmbed } from './embed';
import { isRestaurantId, MAX_SUGGESTIONS, SEARCH_THROTTLE_MS } from './rules';
import {
	searchRestaurants,
	RestaurantSearchError,
	type Restaurant,
} from './search';

/** Names of restaurants seen in search results this session, so tokens show names, not ids. */
const knownNames = new Map< string, string >();

function suggestionLabel( restaurant: Restaurant ): string {
	return restaurant.location
		? sprintf(
				/* translators: 1: restaurant name, 2: its city or address, 3: its OpenTable ID. */
				__( '%1$s, %2$s (ID %3$s)', 'jetpack-blocks' ),
				restaurant.name,
				restaurant.location,
				restaurant.rid
			)
		: sprintf(
				/* translators: 1: restaurant name, 2: its OpenTable ID. */
				__( '%1$s (ID %2$s)', 'jetpack-blocks' ),
				restaurant.name,
				restaurant.rid
			);
}

type SearchState =
	| { status: 'idle' }
	| { status: 'searching'; query: string }
	| { status: 'done'; query: string; results: Restaurant[] }
	| { status: 'error'; query: string; error: RestaurantSearchError };

/** A search run at most once per SEARCH_THROTTLE_MS, always ending with the latest query. */
function useThrottledSearch() {
	const [ state, setState ] = useState< SearchState >( { status: 'idle' } );
	const timer = useRef< ReturnType< typeof setTimeout > | null >( null );
	const lastRun = useRef( 0 );
	const pending = useRef( '' );
	const controller = useRef< AbortController | null >( null );

	useEffect(
		() => () => {
			if ( timer.current ) {
				clearTimeout( timer.current );
			}
			controller.current?.abort();
		},
		[]
	);

	const run = ( query: string ) => {
		controller.current?.abort();
		const current = new AbortController();
		controller.current = current;
		lastRun.current = Date.now();
		setState( { status: 'searching', query } );
		searchRestaurants( query, current.signal ).then(
			( results ) => {
				if ( controller.current !== current ) {
					return;
				}
				results.forEach( ( restaurant ) =>
					knownNames.set( restaurant.rid, restaurant.name )
				);
				setState( { status: 'done', query, results } );
			},
			( error: unknown ) => {
				if (
					controller.current !== current ||
					! ( error instanceof RestaurantSearchError )
				) {
					return;
				}
				setState( { status: 'error', query, error } );
			}
		);
	};

	const request = ( query: string ) => {
		pending.current = query;
		if ( timer.current ) {
			return; // The scheduled run picks up the latest query.
		}
		const wait = Math.max(
			0,
			lastRun.current + SEARCH_THROTTLE_MS - Date.now()
		);
		timer.current = setTimeout( () => {
			timer.current = null;
			run( pending.current );
		}, wait );
	};

	const cancel = () => {
		if ( timer.current ) {
			clearTimeout( timer.current );
			timer.current = null;
		}
		controller.current?.abort();
		controller.current = null;
		setState( { status: 'idle' } );
	};

	return { state, request, cancel, retry: run };
}

export interface RestaurantPickerProps {
	/** Chosen restaurant ids. */
	rids: string[];
	onChange: ( rids: string[] ) => void;
	/** An embed code or link was entered and parsed. */
	onEmbed: ( embed: ParsedEmbed ) => void;
	/** An embed code or link was entered that is not an OpenTable embed. */
	onEmbedError: () => void;
}

export function RestaurantPicker( {
	rids,
	onChange,
	onEmbed,
	onEmbedError,
}: RestaurantPickerProps ) {
	const search = useThrottledSearch();
	const [ unknownEntry, setUnknownEntry ] = useState( '' );
	const results = search.state.status === 'done' ? search.state.results : [];
	const byLabel = new Map(
		results.map( ( restaurant ) => [
			suggestionLabel( restaurant ),
			restaurant.rid,
		] )
	);

	const takeEmbed = ( text: string ) => {
		search.cancel();
		const parsed = parseEmbedCode( text );
		if ( parsed ) {
			onEmbed( parsed );
		} else {
			onEmbedError();
		}
	};

	const onTokensChange = ( tokens: Array< string | { value: string } > ) => {
		setUnknownEntry( '' );
		const next: string[] = [];
		for ( const token of tokens ) {
			const value = (
				typeof token === 'string' ? token : token.value
			).trim();
			if ( rids.includes( value ) || isRestaurantId( value ) ) {
				next.push( value );
			} else if ( byLabel.has( value ) ) {
				next.push( byLabel.get( value ) as string );
			} else if ( looksLikeEmbed( value ) ) {
				takeEmbed( value );
				return;
			} else if ( value !== '' ) {
				setUnknownEntry( value );
			}
		}
		onChange( next );
	};

	const onInputChange = ( input: string ) => {
		const query = input.trim();
		if (
			query.length < 2 ||
			isRestaurantId( query ) ||
			looksLikeEmbed( query )
		) {
			return;
		}
		search.request( query );
	};

	// A pasted embed code is taken whole: the token field would split it at commas.
	const onPaste = ( event: ClipboardEvent< HTMLDivElement > ) => {
		const text = event.clipboardData.getData( 'text' );
		if ( looksLikeEmbed( text ) ) {
			event.preventDefault();
			event.stopPropagation();
			takeEmbed( text );
		}
	};

	const { state } = search;
	return (
		<div
			className="wp-block-jetpack-opentable__picker"
			onPasteCapture={ onPaste }
		>
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Restaurants', 'jetpack-blocks' ) }
				placeholder={ __(
					'Restaurant name, ID or embed code',
					'jetpack-blocks'
				) }
				value={ rids }
				suggestions={ [ ...byLabel.keys() ] }
				maxSuggestions={ MAX_SUGGESTIONS }
				displayTransform={ ( token: string ) =>
					knownNames.get( token ) ?? token
				}
				onInputChange={ onInputChange }
				onChange={ onTokensChange }
			/>
			<div
				aria-live="polite"
				className="wp-block-jetpack-opentable__search-status"
			>
				{ state.status === 'searching' && (
					<span>
						<Spinner />
						{ __( 'Searching OpenTable…', 'jetpack-blocks' ) }
					</span>
				) }
				{ state.status === 'done' && state.results.length === 0 && (
					<span>
						{ sprintf(
							/* translators: %s: the search text. */
							__(
								'No restaurant found for “%s”.',
								'jetpack-blocks'
							),
							state.query
						) }
					</span>
				) }
				{ unknownEntry !== '' && (
					<span>
						{ sprintf(
							/* translators: %s: what the editor typed. */
							__(
								'“%s” is not a restaurant ID. Choose a restaurant from the suggestions, enter its ID, or paste its embed code.',
								'jetpack-blocks'
							),
							unknownEntry
						) }
					</span>
				) }
			</div>
			{ state.status === 'error' && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="wp-block-jetpack-opentable__search-error"
				>
					<p>{ state.error.message }</p>
					<Button
						variant="secondary"
						onClick={ () => search.retry( state.query ) }
					>
						{ __( 'Try the search again', 'jetpack-blocks' ) }
					</Button>
				</Notice>
			) }
		</div>
	);
}
