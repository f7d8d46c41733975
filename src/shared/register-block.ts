/**
 * Registers one block folder from its metadata.
 *
 * A block folder's index exports `metadata` (its block.json) and `settings` (edit, save,
 * deprecated, transforms, icon). Nothing here knows any particular block.
 */
import { registerBlockType, getBlockType } from '@wordpress/blocks';
import type { BlockConfiguration, BlockType } from '@wordpress/blocks';

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

export function registerBlockFolder( {
	metadata,
	settings,
}: BlockFolderModule ): BlockType | undefined {
	if ( getBlockType( metadata.name ) ) {
		return getBlockType( metadata.name );
	}
	// block.json already carries title, category, attributes and supports; settings add the code.
	return registerBlockType(
		metadata as unknown as BlockConfiguration,
		settings as BlockConfiguration
	);
}
