/**
 * The stock search screens, Pexels and Openverse (spec 002 §2): a search box focused on open,
 * starting with a term picked at random, and a Search button disabled when the text is empty,
 * equals the last search, or a copy is in progress.
 */
import { Button, TextControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { store } from '../../../stores/external-media';
import { STOCK_SEARCH_TERMS } from '../../../stores/external-media/constants';
import MediaGrid, { useBrowserState } from './media-grid';

/** The term a stock screen starts with. */
export function randomSearchTerm( random: () => number = Math.random ): string {
	const index = Math.floor( random() * STOCK_SEARCH_TERMS.length );
	return STOCK_SEARCH_TERMS[ index ] ?? STOCK_SEARCH_TERMS[ 0 ];
}

export function isSearchDisabled(
	text: string,
	lastSearch: string,
	isCopying: boolean
): boolean {
	return text.trim() === '' || text.trim() === lastSearch || isCopying;
}

export default function StockSearch( {
	onInsert,
	onRetryCopy,
}: {
	onInsert: () => void;
	onRetryCopy: () => void;
} ) {
	const { query, isCopying } = useBrowserState();
	const { setQuery } = useDispatch( store );
	const [ text, setText ] = useState( query.search );
	const box = useRef< HTMLInputElement >( null );

	useEffect( () => {
		box.current?.focus();
	}, [] );

	const disabled = isSearchDisabled( text, query.search, isCopying );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! disabled ) {
			setQuery( { search: text.trim() } );
		}
	};

	return (
		<>
			<form
				className="jetpack-external-media__search"
				onSubmit={ submit }
				role="search"
			>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					ref={ box }
					type="search"
					label={ __( 'Search', 'jetpack-blocks' ) }
					hideLabelFromVision
					value={ text }
					onChange={ setText }
				/>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					type="submit"
					disabled={ disabled }
					accessibleWhenDisabled
				>
					{ __( 'Search', 'jetpack-blocks' ) }
				</Button>
			</form>
			<MediaGrid onInsert={ onInsert } onRetryCopy={ onRetryCopy } />
		</>
	);
}
