/**
 * Registers one block folder from its metadata.
 *
 * A block folder's index exports `metadata` (its block.json) and `settings` (edit, save,
 * deprecated, transforms, icon). Nothing here knows any particular block.
 *
 * Which blocks register is decided on the server (php-stubs/block-availability.php: the feature
 * lists and the availability filter); the server hands the editor every block's availability
 * before this script runs, so the editor registers exactly the blocks the server registered.
 */
import { registerBlockType, getBlockType } from '@wordpress/blocks';
import type { BlockConfiguration, BlockType } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';

export type BlockMetadata = {
	name: string;
	title: string;
	textdomain?: string;
	attributes?: Record< string, unknown >;
	[ key: string ]: unknown;
};

export interface BlockFolderModule {
	metadata: BlockMetadata;
	settings: Partial< BlockConfiguration< any > >; // eslint-disable-line @typescript-eslint/no-explicit-any -- each block types its own attributes
}

/** One block's availability as the server sends it. */
export interface BlockAvailability {
	available: boolean;
	unavailable_reason: string;
	details: Record< string, unknown >;
	beta: boolean;
}

declare global {
	interface Window {
		jetpackBlocksAvailability?: Record< string, BlockAvailability >;
	}
}

/** Reasons with which an unavailable block still registers: it explains itself (upgrade banner). */
const REASONS_THAT_REGISTER = [ 'missing_plan' ];

/**
 * A block's availability; a block the server did not describe (a unit test, a page without the
 * server's data) counts as available.
 * @param name Block name.
 */
export function getBlockAvailability( name: string ): BlockAvailability {
	return (
		window.jetpackBlocksAvailability?.[ name ] ?? {
			available: true,
			unavailable_reason: '',
			details: {},
			beta: false,
		}
	);
}

export function registerBlockFolder( {
	metadata,
	settings,
}: BlockFolderModule ): BlockType | undefined {
	if ( getBlockType( metadata.name ) ) {
		return getBlockType( metadata.name );
	}
	const availability = getBlockAvailability( metadata.name );
	if (
		! availability.available &&
		! REASONS_THAT_REGISTER.includes( availability.unavailable_reason )
	) {
		if ( process.env.NODE_ENV !== 'production' ) {
			// Where the reference names it: for developers, in the console of a development build.
			// eslint-disable-next-line no-console
			console.warn(
				`Block ${ metadata.name } couldn't be registered because it is unavailable (${ availability.unavailable_reason }).`
			);
		}
		return undefined;
	}
	const title = availability.beta
		? /* translators: %s: block title. */
			sprintf( __( '%s (beta)', 'jetpack-blocks' ), metadata.title )
		: metadata.title;
	// block.json already carries title, category, attributes and supports; settings add the code.
	return registerBlockType(
		{ ...metadata, title } as unknown as BlockConfiguration,
		settings as BlockConfiguration
	);
}
