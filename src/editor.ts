/**
 * Editor entry: registers every block folder under src/blocks.
 *
 * require.context finds the folders at build time, so adding a block means adding a folder.
 * What this pulls in per block is small on purpose (metadata, save, deprecations, transforms);
 * each block's edit UI is a lazy chunk (see shared/lazy-edit).
 */
import {
	registerBlockFolder,
	type BlockFolderModule,
} from './shared/register-block';
import apiFetch from '@wordpress/api-fetch';
import { gateBlockSettings } from './shared/plan/gate';
import { editorOriginMiddleware } from './shared/editor-origin';
import './extensions/payment-notices';
import './extensions/external-media';

apiFetch.use( editorOriginMiddleware );

const blockFolders = require.context(
	'./blocks',
	true,
	/^\.\/[^/]+\/index\.tsx?$/
);

for ( const key of blockFolders.keys() ) {
	const folder = blockFolders< BlockFolderModule >( key );
	// Blocks that need a plan get the upgrade banner (shared/plan); the others are unchanged.
	registerBlockFolder( {
		...folder,
		settings: gateBlockSettings( folder.metadata.name, folder.settings ),
	} );
}
