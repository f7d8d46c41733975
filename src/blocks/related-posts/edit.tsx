/**
 * Editor UI of jetpack/related-posts (spec 002 §2, §4): loading, then the activation placeholder
 * while the feature is off, then a headline slot (one heading) and a preview of the post's related
 * posts from the local engine, laid out as visitors will see it. Slots the site has no post for yet
 * show the spec's "Preview unavailable…" text.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	PanelBody,
	Placeholder,
	RangeControl,
	SelectControl,
	Spinner,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { escapeHTML } from '@wordpress/escape-html';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { recordEvent } from '../../shared/analytics';
import { printedAdminUrl } from '../../shared/ai-availability/availability';
import icon, { gridIcon, listIcon } from './icon';
import {
	enableRelatedPosts,
	fetchEnabled,
	fetchRelatedPosts,
	relatedPostsOf,
} from './api';
import { shouldFetchRelatedPosts } from './fetch-rule';
import { MAX_POSTS, MIN_POSTS, clampPostsToShow, intoRows } from './layout';
import type { RelatedPost, RelatedPostsAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

type Props = BlockEditProps< RelatedPostsAttributes > & {
	context?: { postId?: number };
};

const SITE_EDITOR_TYPES = [ 'wp_template', 'wp_template_part' ];

interface EditorState {
	postId: number;
	postType: string;
	/** The related posts embedded in the post's record, undefined when it has none. */
	embedded: RelatedPost[] | undefined;
}

function useEditedPost( contextPostId: number | undefined ): EditorState {
	const state = useSelect(
		( select ) => {
			const editor = select( 'core/editor' ) as
				| {
						getCurrentPostId?: () => number | string | null;
						getCurrentPostType?: () => string | null;
				  }
				| undefined;
			const core = select( 'core' ) as
				| {
						getEntityRecord?: (
							kind: string,
							name: string,
							id: number
						) => Record< string, unknown > | undefined | null;
				  }
				| undefined;
			const id = contextPostId ?? editor?.getCurrentPostId?.();
			const postId = typeof id === 'number' ? id : Number( id ) || 0;
			const postType = editor?.getCurrentPostType?.() ?? '';
			const field =
				postId && postType && ! SITE_EDITOR_TYPES.includes( postType )
					? core?.getEntityRecord?.( 'postType', postType, postId )?.[
							'jetpack-related-posts'
						]
					: undefined;
			return { postId, postType, field };
		},
		[ contextPostId ]
	);
	const { postId, postType, field } = state;
	const embedded = useMemo(
		() => ( field === undefined ? undefined : relatedPostsOf( field ) ),
		[ field ]
	);
	return { postId, postType, embedded };
}

function ActivationPlaceholder( {
	activating,
	failed,
	onActivate,
}: {
	activating: boolean;
	failed: boolean;
	onActivate: () => void;
} ) {
	useEffect( () => {
		recordEvent( 'jetpack_related_posts_placeholder_view' );
	}, [] );
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Related Posts', 'jetpack-blocks' ) }
			instructions={ __(
				"You'll need to activate the Related Posts feature to use this block.",
				'jetpack-blocks'
			) }
		>
			<Button
				variant="primary"
				isBusy={ activating }
				disabled={ activating }
				accessibleWhenDisabled
				onClick={ onActivate }
			>
				{ activating
					? __( 'Activating Related Posts', 'jetpack-blocks' )
					: __( 'Activate Related Posts', 'jetpack-blocks' ) }
			</Button>
			<ExternalLink
				href={ `${ printedAdminUrl() }admin.php?page=jetpack-blocks#/modules` }
			>
				{ __( 'Learn more', 'jetpack-blocks' ) }
			</ExternalLink>
			{ failed && (
				<p
					role="alert"
					className="jp-related-posts-i2__activation-error"
				>
					{ __(
						'Related Posts could not be activated. Try again, or ask a site administrator to activate it.',
						'jetpack-blocks'
					) }
				</p>
			) }
		</Placeholder>
	);
}

function PostPreview( {
	post,
	attributes,
}: {
	post: RelatedPost;
	attributes: RelatedPostsAttributes;
} ) {
	const { displayAuthor, displayDate, displayThumbnails, displayContext } =
		attributes;
	return (
		<li className="jp-related-posts-i2__post">
			{ displayThumbnails && post.img.src && (
				<img
					className="jp-related-posts-i2__post-img"
					src={ post.img.src }
					alt={ post.img.alt }
					width={ post.img.width || undefined }
					height={ post.img.height || undefined }
				/>
			) }
			<h3 className="jp-related-posts-i2__post-heading">
				<a
					className="jp-related-posts-i2__post-link"
					href={ post.url }
					onClick={ ( event ) => event.preventDefault() }
				>
					{ post.title }
				</a>
			</h3>
			{ displayDate && post.date && (
				<p className="jp-related-posts-i2__post-date">{ post.date }</p>
			) }
			{ displayAuthor && post.author && (
				<p className="jp-related-posts-i2__post-author">
					{ post.author }
				</p>
			) }
			{ displayContext && post.block_context?.text && (
				<p className="jp-related-posts-i2__post-context">
					{ post.block_context.text }
				</p>
			) }
		</li>
	);
}

function Settings( {
	attributes,
	setAttributes,
}: Pick< Props, 'attributes' | 'setAttributes' > ) {
	const toggles: Array< [ keyof RelatedPostsAttributes, string ] > = [
		[ 'displayAuthor', __( 'Display author', 'jetpack-blocks' ) ],
		[ 'displayContext', __( 'Display context', 'jetpack-blocks' ) ],
		[ 'displayDate', __( 'Display date', 'jetpack-blocks' ) ],
		[ 'displayThumbnails', __( 'Display thumbnails', 'jetpack-blocks' ) ],
	];
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Layout settings', 'jetpack-blocks' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Layout', 'jetpack-blocks' ) }
					value={ attributes.postLayout === 'list' ? 'list' : 'grid' }
					options={ [
						{
							value: 'grid',
							label: __( 'Grid', 'jetpack-blocks' ),
						},
						{
							value: 'list',
							label: __( 'List', 'jetpack-blocks' ),
						},
					] }
					onChange={ ( postLayout: string ) =>
						setAttributes( { postLayout } )
					}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Number of posts', 'jetpack-blocks' ) }
					value={ clampPostsToShow( attributes.postsToShow ) }
					min={ MIN_POSTS }
					max={ MAX_POSTS }
					onChange={ ( value?: number ) =>
						setAttributes( {
							postsToShow: clampPostsToShow( value ),
						} )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Metadata settings', 'jetpack-blocks' ) }>
				{ toggles.map( ( [ key, label ] ) => (
					<ToggleControl
						__nextHasNoMarginBottom
						key={ key }
						label={ label }
						checked={ !! attributes[ key ] }
						onChange={ ( checked: boolean ) =>
							setAttributes( { [ key ]: checked } )
						}
					/>
				) ) }
			</PanelBody>
		</InspectorControls>
	);
}

export default function RelatedPostsEdit( {
	attributes,
	setAttributes,
	context,
}: Props ) {
	const [ enabled, setEnabled ] = useState< boolean | null >( null );
	const [ activating, setActivating ] = useState( false );
	const [ activationFailed, setActivationFailed ] = useState( false );
	const [ fetched, setFetched ] = useState< RelatedPost[] >( [] );
	// Whether the feature was on when the block first asked: set once.
	const [ wasEnabledBefore, setWasEnabledBefore ] = useState<
		boolean | null
	>( null );
	const { postId, postType, embedded } = useEditedPost( context?.postId );
	const inSiteEditor = SITE_EDITOR_TYPES.includes( postType ) || ! postId;

	useEffect( () => {
		let live = true;
		fetchEnabled().then( ( value ) => {
			if ( live ) {
				setEnabled( value );
				setWasEnabledBefore( value );
			}
		} );
		return () => {
			live = false;
		};
	}, [] );

	const mustFetch =
		! inSiteEditor &&
		shouldFetchRelatedPosts( { enabled, embedded, wasEnabledBefore } );
	useEffect( () => {
		if ( ! mustFetch ) {
			return;
		}
		let live = true;
		fetchRelatedPosts( postId ).then(
			( list ) => live && setFetched( list )
		);
		return () => {
			live = false;
		};
	}, [ mustFetch, postId ] );
	const posts = embedded?.length ? embedded : fetched;

	const blockProps = useBlockProps( {
		className: `is-layout-${ attributes.postLayout === 'list' ? 'list' : 'grid' }`,
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'jp-related-posts-i2__headline' },
		{
			allowedBlocks: [ 'core/heading' ],
			template: [
				[
					'core/heading',
					{
						level: 2,
						placeholder: __( 'Add a headline', 'jetpack-blocks' ),
						// Posts stored by the reference plugin's release 12.5 keep the headline as
						// plain-text attributes and no heading block: the template (filled in only
						// while the block has no heading) carries it over into the heading.
						...( attributes.displayHeadline && attributes.headline
							? { content: escapeHTML( attributes.headline ) }
							: {} ),
					},
				],
			],
			templateLock: 'all',
		}
	);

	if ( enabled === null ) {
		return (
			<div { ...blockProps } aria-busy>
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Loading related posts…', 'jetpack-blocks' ) }
				</span>
			</div>
		);
	}

	if ( ! enabled ) {
		return (
			<div { ...blockProps }>
				<ActivationPlaceholder
					activating={ activating }
					failed={ activationFailed }
					onActivate={ () => {
						setActivating( true );
						setActivationFailed( false );
						enableRelatedPosts().then( ( value ) => {
							setActivating( false );
							setEnabled( value );
							setActivationFailed( ! value );
							if ( value ) {
								recordEvent( 'jetpack_related_posts_enabled' );
							}
						} );
					} }
				/>
			</div>
		);
	}

	const count = clampPostsToShow( attributes.postsToShow );
	const shown: Array< RelatedPost | null > = Array.from(
		{ length: count },
		( _, index ) => ( inSiteEditor ? null : ( posts[ index ] ?? null ) )
	);
	const unavailable = inSiteEditor
		? __( 'Preview unavailable in site editor.', 'jetpack-blocks' )
		: __(
				"Preview unavailable: you haven't published enough posts with similar content.",
				'jetpack-blocks'
			);
	const setLayout = ( postLayout: string ) => setAttributes( { postLayout } );

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon={ gridIcon }
						label={ __( 'Grid view', 'jetpack-blocks' ) }
						isPressed={ attributes.postLayout !== 'list' }
						onClick={ () => setLayout( 'grid' ) }
					/>
					<ToolbarButton
						icon={ listIcon }
						label={ __( 'List view', 'jetpack-blocks' ) }
						isPressed={ attributes.postLayout === 'list' }
						onClick={ () => setLayout( 'list' ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<Settings
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<div { ...innerBlocksProps } />
			<div className="jp-related-posts-i2__list">
				{ intoRows( shown ).map( ( row, rowIndex ) => (
					<ul
						key={ rowIndex }
						className="jp-related-posts-i2__row"
						data-post-count={ row.length }
					>
						{ row.map( ( post, index ) =>
							post ? (
								<PostPreview
									key={ post.id }
									post={ post }
									attributes={ attributes }
								/>
							) : (
								<li
									key={ `missing-${ index }` }
									className="jp-related-posts-i2__post is-placeholder"
								>
									{ unavailable }
								</li>
							)
						) }
					</ul>
				) ) }
			</div>
		</div>
	);
}
