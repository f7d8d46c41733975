/**
 * The notices above the editor's map: the Mapkit token or the map library could not be had (with
 * Retry; the offline basemap shows meanwhile), the block's address matched no place, and errors the
 * map library reported while drawing.
 */
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

export default function MapNotices( {
	mapkitError,
	libraryError,
	addressNotice,
	mapError,
	onRetry,
	onDismissAddress,
	onDismissMapError,
}: {
	mapkitError: string;
	libraryError: string;
	addressNotice: string;
	mapError: string;
	onRetry: () => void;
	onDismissAddress: () => void;
	onDismissMapError: () => void;
} ) {
	return (
		<>
			{ mapkitError && (
				<Notice status="error" isDismissible={ false }>
					{ mapkitError }{ ' ' }
					{ __(
						'Showing the offline basemap meanwhile.',
						'jetpack-blocks'
					) }
					<Button variant="link" onClick={ onRetry }>
						{ __( 'Retry', 'jetpack-blocks' ) }
					</Button>
				</Notice>
			) }
			{ libraryError && (
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: error message. */
						__(
							'The map library could not be loaded (mapbox_error: %s).',
							'jetpack-blocks'
						),
						libraryError
					) }
					<Button variant="link" onClick={ onRetry }>
						{ __( 'Retry', 'jetpack-blocks' ) }
					</Button>
				</Notice>
			) }
			{ addressNotice && (
				<Notice status="warning" onRemove={ onDismissAddress }>
					{ addressNotice }
				</Notice>
			) }
			{ mapError && (
				<Notice status="error" onRemove={ onDismissMapError }>
					{ sprintf(
						/* translators: %s: error message from the map library. */
						__(
							'The map reported an error (mapbox_error): %s',
							'jetpack-blocks'
						),
						mapError
					) }
				</Notice>
			) }
		</>
	);
}
