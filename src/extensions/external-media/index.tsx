/**
 * The external media sources in media placeholders (spec 002 §2 "External media browser"): the
 * placeholders of the image, gallery, slideshow, tiled gallery and video blocks get a "Select Image"
 * menu beside their Media Library button, listing the Media Library and the external sources.
 *
 * WordPress renders a placeholder's Media Library button through the filterable `MediaUpload`
 * component (`editor.MediaUpload`) with `mode="browse"`, which only placeholders pass: the filter
 * keeps that button as it is and adds the menu after it. Editor start carries only this menu;
 * the browser (modal, store, QR code) is a chunk fetched when a source is chosen.
 */
import * as blockEditor from '@wordpress/block-editor';
import {
	Button,
	Dropdown,
	MenuGroup,
	MenuItem,
	Notice,
	Spinner,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';
import {
	BLOCKS_WITH_SOURCES,
	sourceLabel,
	sourcesFor,
	type ExternalSourceSlug,
} from './sources';
import type { BrowserProps, MediaUploadProps } from './types';

type BrowserComponent = ComponentType< BrowserProps >;

// In the block editor's runtime; its installed type declarations leave it out.
const { useBlockEditContext } = blockEditor as unknown as {
	useBlockEditContext: () => { name?: string; clientId?: string };
};

function SourcesMenu( {
	mediaProps,
	openLibrary,
	clientId,
}: {
	mediaProps: MediaUploadProps;
	openLibrary: () => void;
	clientId?: string;
} ) {
	const [ source, setSource ] = useState< ExternalSourceSlug | null >( null );
	const [ Browser, setBrowser ] = useState< BrowserComponent | null >( null );
	const [ failed, setFailed ] = useState( false );
	const sources = sourcesFor( mediaProps.allowedTypes );

	const choose = ( slug: ExternalSourceSlug ) => {
		setSource( slug );
		setFailed( false );
		if ( Browser ) {
			return;
		}
		import(
			/* webpackChunkName: "extensions/external-media" */ './browser'
		)
			.then( ( loaded ) => setBrowser( () => loaded.default ) )
			.catch( () => setFailed( true ) );
	};

	if ( sources.length === 0 ) {
		return null;
	}
	return (
		<>
			<Dropdown
				className="jetpack-external-media-sources"
				popoverProps={ { placement: 'bottom-start' } }
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						aria-haspopup="true"
						aria-expanded={ isOpen }
						onClick={ onToggle }
					>
						{ __( 'Select Image', 'jetpack-blocks' ) }
					</Button>
				) }
				renderContent={ ( { onClose } ) => (
					<MenuGroup>
						<MenuItem
							onClick={ () => {
								onClose();
								openLibrary();
							} }
						>
							{ __( 'Media Library', 'jetpack-blocks' ) }
						</MenuItem>
						{ sources.map( ( slug ) => (
							<MenuItem
								key={ slug }
								onClick={ () => {
									onClose();
									choose( slug );
								} }
							>
								{ sourceLabel( slug ) }
							</MenuItem>
						) ) }
					</MenuGroup>
				) }
			/>
			{ source && ! Browser && ! failed && <Spinner /> }
			{ source && failed && (
				<Notice
					status="error"
					isDismissible={ false }
					actions={ [
						{
							label: __( 'Try again', 'jetpack-blocks' ),
							onClick: () => choose( source ),
						},
					] }
				>
					{ __(
						'The media browser could not be loaded. Check your connection, then try again.',
						'jetpack-blocks'
					) }
				</Notice>
			) }
			{ source && Browser && (
				<Browser
					{ ...mediaProps }
					source={ source }
					clientId={ clientId }
					onClose={ () => setSource( null ) }
				/>
			) }
		</>
	);
}

function withExternalSources(
	MediaUpload: ComponentType< MediaUploadProps >
): ComponentType< MediaUploadProps > {
	return function MediaUploadWithSources( props: MediaUploadProps ) {
		const { name, clientId } = useBlockEditContext();
		if (
			props.mode !== 'browse' ||
			! name ||
			! BLOCKS_WITH_SOURCES.includes( name )
		) {
			return <MediaUpload { ...props } />;
		}
		const render = ( args: { open: () => void } ): ReactNode => (
			<>
				{ props.render( args ) }
				<SourcesMenu
					mediaProps={ props }
					openLibrary={ args.open }
					clientId={ clientId }
				/>
			</>
		);
		return <MediaUpload { ...props } render={ render } />;
	};
}

/*
 * `@wordpress/hooks` is a dependency of the block library the editor script already depends on,
 * but not a declared package of this project, so its global is used (see README, dependencies).
 */
type FilterHooks = {
	addFilter: (
		hookName: string,
		namespace: string,
		callback: typeof withExternalSources,
		priority?: number
	) => void;
};
const hooks =
	typeof window === 'undefined'
		? undefined
		: ( window as Window & { wp?: { hooks?: FilterHooks } } ).wp?.hooks;

// After the editor's own filter (priority 10), which replaces MediaUpload with the media modal.
hooks?.addFilter(
	'editor.MediaUpload',
	'jetpack-blocks/external-media',
	withExternalSources,
	20
);
