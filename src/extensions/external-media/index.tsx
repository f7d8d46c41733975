/**
 * The external media sources in media placeholders (spec 002 §2 "External media browser"): the
 * placeholders of the image, gallery, slideshow, tiled gallery and video blocks get a "Select Image"
 * menu ("Select Video" where only videos fit) beside their Media Library button, listing the Media Library and the external sources; their
 * toolbar's Replace / Add menu lists the external sources too.
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
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';
import {
	BLOCKS_WITH_SOURCES,
	menuLabel,
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

/**
 * The browser of a chosen source: the chunk is fetched on the first choice (a failure says so and
 * offers to try again), then the modal renders here, outside any menu that closes.
 */
function useSourceBrowser( mediaProps: MediaUploadProps, clientId?: string ) {
	const [ source, setSource ] = useState< ExternalSourceSlug | null >( null );
	const [ Browser, setBrowser ] = useState< BrowserComponent | null >( null );
	const [ failed, setFailed ] = useState( false );

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

	let element: ReactNode = null;
	if ( source && failed ) {
		element = (
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
		);
	} else if ( source && Browser ) {
		element = (
			<Browser
				{ ...mediaProps }
				source={ source }
				clientId={ clientId }
				onClose={ () => setSource( null ) }
			/>
		);
	} else if ( source ) {
		element = <Spinner />;
	}
	return { choose, element };
}

function SourceItems( {
	allowedTypes,
	onChoose,
}: {
	allowedTypes?: string[];
	onChoose: ( slug: ExternalSourceSlug ) => void;
} ) {
	return (
		<>
			{ sourcesFor( allowedTypes ).map( ( slug ) => (
				<MenuItem key={ slug } onClick={ () => onChoose( slug ) }>
					{ sourceLabel( slug ) }
				</MenuItem>
			) ) }
		</>
	);
}

function SourcesMenu( {
	mediaProps,
	openLibrary,
	clientId,
}: {
	mediaProps: MediaUploadProps;
	openLibrary: () => void;
	clientId?: string;
} ) {
	const browser = useSourceBrowser( mediaProps, clientId );
	if ( sourcesFor( mediaProps.allowedTypes ).length === 0 ) {
		return null;
	}
	return (
		<>
			<Dropdown
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						aria-haspopup="true"
						aria-expanded={ isOpen }
						onClick={ onToggle }
					>
						{ menuLabel( mediaProps.allowedTypes ) }
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
						<SourceItems
							allowedTypes={ mediaProps.allowedTypes }
							onChoose={ ( slug ) => {
								onClose();
								browser.choose( slug );
							} }
						/>
					</MenuGroup>
				) }
			/>
			{ browser.element }
		</>
	);
}

function isBlockWithSources( name?: string ): boolean {
	return !! name && BLOCKS_WITH_SOURCES.includes( name );
}

function withExternalSources(
	MediaUpload: ComponentType< MediaUploadProps >
): ComponentType< MediaUploadProps > {
	return function MediaUploadWithSources( props: MediaUploadProps ) {
		const { name, clientId } = useBlockEditContext();
		if ( props.mode !== 'browse' || ! isBlockWithSources( name ) ) {
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

interface ReplaceFlowProps {
	allowedTypes?: string[];
	multiple?: boolean;
	addToGallery?: boolean;
	mediaIds?: number[];
	onSelect: MediaUploadProps[ 'onSelect' ];
	children?: ReactNode | ( ( args: { onClose: () => void } ) => ReactNode );
}

/**
 * The toolbar's Replace / Add menu (MediaReplaceFlow) of the same blocks: the external sources
 * after its own entries. A gallery's "Add" appends what the browser brings.
 */
function withExternalReplaceSources(
	MediaReplaceFlow: ComponentType< ReplaceFlowProps >
): ComponentType< ReplaceFlowProps > {
	return function MediaReplaceFlowWithSources( props: ReplaceFlowProps ) {
		const { name, clientId } = useBlockEditContext();
		const browser = useSourceBrowser(
			{
				allowedTypes: props.allowedTypes,
				multiple: props.multiple,
				addToGallery: props.addToGallery,
				value: props.mediaIds,
				onSelect: props.onSelect,
				render: () => null,
			},
			clientId
		);
		if ( ! isBlockWithSources( name ) ) {
			return <MediaReplaceFlow { ...props } />;
		}
		const { children } = props;
		return (
			<>
				<MediaReplaceFlow { ...props }>
					{ ( { onClose }: { onClose: () => void } ) => (
						<>
							{ typeof children === 'function'
								? children( { onClose } )
								: children }
							<SourceItems
								allowedTypes={ props.allowedTypes }
								onChoose={ ( slug ) => {
									onClose();
									browser.choose( slug );
								} }
							/>
						</>
					) }
				</MediaReplaceFlow>
				{ browser.element }
			</>
		);
	};
}

// After the editor's own filter (priority 10), which replaces MediaUpload with the media modal.
addFilter(
	'editor.MediaUpload',
	'jetpack-blocks/external-media',
	withExternalSources,
	20
);
addFilter(
	'editor.MediaReplaceFlow',
	'jetpack-blocks/external-media',
	withExternalReplaceSources
);
