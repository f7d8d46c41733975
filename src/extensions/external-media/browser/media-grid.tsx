/**
 * The grid of a list (spec 002 §2): items selectable by mouse and keyboard (Enter or Space),
 * folders that open, "Load More", the empty-result text, the notice with Retry, and the selection
 * toolbar button.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent, ReactNode } from 'react';
import { store } from '../../../stores/external-media';
import { MAX_SELECTED } from '../../../stores/external-media/constants';
import type { ExternalMediaItem } from '../../../stores/external-media/types';

export function itemLabel( item: ExternalMediaItem ): string {
	return (
		item.title ||
		item.name ||
		item.caption ||
		__( 'Untitled', 'jetpack-blocks' )
	);
}

function thumbnailOf( item: ExternalMediaItem ): string {
	const { thumbnails = {} } = item;
	return (
		thumbnails.medium ||
		thumbnails.thumbnail ||
		thumbnails.large ||
		item.URL ||
		item.url ||
		''
	);
}

export function useBrowserState() {
	return useSelect( ( select ) => select( store ).getState(), [] );
}

/** The error notice with a Retry that repeats what failed. */
export function BrowserNotice( { onRetryCopy }: { onRetryCopy: () => void } ) {
	const { notice } = useBrowserState();
	const { fetchMedia } = useDispatch( store );
	if ( ! notice ) {
		return null;
	}
	return (
		<Notice
			status="error"
			isDismissible={ false }
			className="jetpack-external-media__notice"
			actions={ [
				{
					label: __( 'Retry', 'jetpack-blocks' ),
					onClick: () =>
						notice.retry === 'copy'
							? onRetryCopy()
							: void fetchMedia(),
				},
			] }
		>
			{ notice.message }
		</Notice>
	);
}

interface GridProps {
	onOpenFolder?: ( folder: ExternalMediaItem ) => void;
	/** The selection toolbar's button; left out where the screen has its own. */
	onInsert?: () => void;
	insertLabel?: string;
	onRetryCopy: () => void;
	children?: ReactNode;
}

export default function MediaGrid( {
	onOpenFolder,
	onInsert,
	insertLabel,
	onRetryCopy,
}: GridProps ) {
	const state = useBrowserState();
	const { toggleSelected, fetchMedia } = useDispatch( store );
	const { media, selected, isLoading, isCopying, multiple, hasFetched } =
		state;
	const isSelected = ( item: ExternalMediaItem ) =>
		selected.some(
			( chosen ) => String( chosen.ID ) === String( item.ID )
		);
	const choose = ( item: ExternalMediaItem ) => {
		if ( isCopying ) {
			return;
		}
		if ( item.type === 'folder' ) {
			onOpenFolder?.( item );
			return;
		}
		toggleSelected( item );
	};
	const onKeyDown = (
		event: KeyboardEvent< HTMLLIElement >,
		item: ExternalMediaItem
	) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			choose( item );
		}
	};
	const canLoadMore =
		! isLoading && state.nextPage !== null && ! state.allFetched;
	const empty =
		hasFetched && ! isLoading && media.length === 0 && ! state.notice;

	return (
		<div className="jetpack-external-media__browser">
			<BrowserNotice onRetryCopy={ onRetryCopy } />
			{ media.length > 0 && (
				<ul
					className="jetpack-external-media__grid"
					role="listbox"
					aria-label={ __( 'Media', 'jetpack-blocks' ) }
					aria-multiselectable={ multiple }
					aria-busy={ isLoading }
				>
					{ media.map( ( item ) => {
						const folder = item.type === 'folder';
						const label = folder
							? sprintf(
									/* translators: 1: album name, 2: how many items it holds. */
									__( '%1$s (%2$d items)', 'jetpack-blocks' ),
									itemLabel( item ),
									item.children ?? 0
								)
							: itemLabel( item );
						const chosen = ! folder && isSelected( item );
						return (
							<li
								key={ String( item.ID ) }
								role="option"
								aria-selected={ chosen }
								aria-label={ label }
								tabIndex={ 0 }
								className={ [
									'jetpack-external-media__item',
									folder ? 'is-folder' : '',
									chosen ? 'is-selected' : '',
									item.type === 'video' ? 'is-video' : '',
								]
									.filter( Boolean )
									.join( ' ' ) }
								onClick={ () => choose( item ) }
								onKeyDown={ ( event ) =>
									onKeyDown( event, item )
								}
							>
								{ thumbnailOf( item ) && (
									<img
										src={ thumbnailOf( item ) }
										alt=""
										loading="lazy"
										draggable={ false }
									/>
								) }
								{ folder && (
									<span className="jetpack-external-media__folder-name">
										{ label }
									</span>
								) }
							</li>
						);
					} ) }
				</ul>
			) }
			{ empty && (
				<p className="jetpack-external-media__empty">
					{ __(
						'Sorry, but nothing matched your search criteria.',
						'jetpack-blocks'
					) }
				</p>
			) }
			{ isLoading && (
				<div className="jetpack-external-media__loading">
					<Spinner />
					<span className="screen-reader-text">
						{ __( 'Loading media…', 'jetpack-blocks' ) }
					</span>
				</div>
			) }
			{ canLoadMore && (
				<Button
					variant="secondary"
					className="jetpack-external-media__load-more"
					onClick={ () => void fetchMedia() }
				>
					{ __( 'Load More', 'jetpack-blocks' ) }
				</Button>
			) }
			{ onInsert && (
				<div className="jetpack-external-media__toolbar">
					{ multiple && selected.length >= MAX_SELECTED && (
						<span>
							{ sprintf(
								/* translators: %d: the most items that can be selected at once. */
								__(
									'You can select up to %d items at once.',
									'jetpack-blocks'
								),
								MAX_SELECTED
							) }
						</span>
					) }
					<Button
						variant="primary"
						isBusy={ isCopying }
						disabled={ selected.length === 0 || isCopying }
						accessibleWhenDisabled
						onClick={ onInsert }
					>
						{ insertLabel ?? __( 'Insert', 'jetpack-blocks' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
