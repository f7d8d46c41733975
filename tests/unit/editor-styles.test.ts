/**
 * Each block's editor-only stylesheet travels with its lazy edit chunk (shared/edit-styles.ts):
 * the edit module must hand it over, no block.json may still ask WordPress for an editor.css the
 * build no longer writes, and the stylesheet must read the same right to left, since it is added as
 * written (there is no -rtl copy of a string in a chunk).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';
import rtlcss from 'rtlcss';

const BLOCKS = path.resolve( __dirname, '../../src/blocks' );
const withEditorStyles = fs
	.readdirSync( BLOCKS )
	.filter( ( name ) =>
		fs.existsSync( path.join( BLOCKS, name, 'editor.scss' ) )
	)
	.sort();

describe( 'editor-only block stylesheets', () => {
	it( 'exist for the blocks with editor UI styles', () => {
		expect( withEditorStyles.length ).toBeGreaterThan( 20 );
	} );

	it.each( withEditorStyles )(
		'%s: the lazy edit module exports its editor.scss',
		( name ) => {
			const edit = fs.readFileSync(
				path.join( BLOCKS, name, 'edit.tsx' ),
				'utf8'
			);
			expect( edit ).toContain(
				"export { default as editorStyles } from './editor.scss?inline';"
			);
			const metadata = JSON.parse(
				fs.readFileSync(
					path.join( BLOCKS, name, 'block.json' ),
					'utf8'
				)
			);
			expect( metadata.editorStyle ).toBeUndefined();
		}
	);

	it.each( withEditorStyles )(
		'%s: editor.scss needs no right-to-left copy',
		( name ) => {
			const { css } = compile( path.join( BLOCKS, name, 'editor.scss' ), {
				style: 'expanded',
			} );
			expect( rtlcss.process( css ) ).toBe( css );
		}
	);
} );
