/**
 * The AI assistant block in the editor (spec 000 §2 "AI assistant block", §4): a prompt bar, the
 * answer streaming in as it arrives (shown as the blocks it will become), Accept / Discard /
 * Regenerate, Retry after retryable errors, and toolbar tools that work on the block's text.
 *
 * The answer is kept in local state while it streams and written to the attributes once, when it
 * ends (done, stopped or failed): one undo step per answer, and a post saved mid-answer keeps the
 * previous text.
 */
import {
	BlockControls,
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	createBlock,
	type Block as BlockInstance,
	type BlockEditProps,
} from '@wordpress/blocks';
import {
	MenuGroup,
	MenuItem,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { RawHTML, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	ERROR_NETWORK,
	ERROR_QUOTA_EXCEEDED,
	useAiSuggestions,
	type AiRequestError,
	type ChatMessage,
	type RequestingState,
} from '../../shared/ai-client';
import { AIControl, FooterMessage } from '../../shared/ai-control';
import icon from './icon';
import { afterNetworkFailure, withExchange } from './messages';
import {
	TONES,
	buildPrompt,
	isSuggestionKind,
	kindLabel,
	languageLabel,
	languagesSiteFirst,
	toneLabel,
	type Language,
	type SuggestionKind,
	type Tone,
} from './prompts';
import { answerToBlocks, blocksToHtml, plainTitle } from './to-blocks';
import type { AiAssistantAttributes } from './types';
import { useAiAvailability } from './use-ai-availability';
import { acceptedChange, discardedAttributes } from './accept';
import { ErrorNotice } from './error-notice';
import { ImageGenerator, type UploadedImage } from './image-generator';
import { PlaygroundControls, isPlaygroundEnabled } from './playground';
import { UsagePanel } from './usage-panel';
import { STORE_NAME } from '../../stores/ai-usage';

/** The tools of the first toolbar menu (tone and language have menus of their own). */
const MENU_KINDS: Array< Exclude< SuggestionKind, 'userPrompt' > > = [
	'titleSummary',
	'continue',
	'simplify',
	'correctSpelling',
	'generateTitle',
	'makeLonger',
	'makeShorter',
	'summarize',
];

interface PendingRequest {
	kind: SuggestionKind;
	messages: ChatMessage[];
	historyEntry: ChatMessage;
	/** The history the answer is added to. */
	baseMessages: ChatMessage[];
}

/** A state stored by a session that ended mid-request is not a running request any more. */
function storedState( attributes: AiAssistantAttributes ): RequestingState {
	const hasContent = !! attributes.content?.trim();
	switch ( attributes.requestingState ) {
		case 'done':
			return hasContent ? 'done' : 'init';
		case 'requesting':
		case 'suggesting':
		case 'error':
			return hasContent ? 'done' : 'init';
		default:
			return 'init';
	}
}

function siteLocale(): string | undefined {
	return typeof document !== 'undefined'
		? document.documentElement.lang || undefined
		: undefined;
}

function ToolMenuHint( { hasContent }: { hasContent: boolean } ) {
	return hasContent ? null : (
		<p className="jetpack-ai-assistant__hint">
			{ __(
				'Add content to activate the tools below',
				'jetpack-blocks'
			) }
		</p>
	);
}

export default function AiAssistantEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< AiAssistantAttributes > ) {
	const blockProps = useBlockProps( {
		className: 'jetpack-ai-assistant',
	} );
	const availability = useAiAvailability();
	const { replaceBlocks, removeBlock } = useDispatch(
		blockEditorStore
	) as unknown as {
		replaceBlocks: ( clientId: string, blocks: BlockInstance[] ) => void;
		removeBlock: ( clientId: string ) => void;
	};
	const { setRequireUpgrade } = useDispatch( STORE_NAME ) as unknown as {
		setRequireUpgrade: ( requireUpgrade: boolean ) => void;
	};
	const { editPost } = useDispatch( 'core/editor' ) as {
		editPost: ( edits: Record< string, unknown > ) => void;
	};
	const { postId, postTitle, canUpgrade } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as {
			getCurrentPostId?: () => number | string | null;
			getEditedPostAttribute?: ( key: string ) => unknown;
		} | null;
		const core = select( 'core' ) as {
			canUser?: ( action: string, resource: unknown ) => boolean;
		} | null;
		return {
			postId: editor?.getCurrentPostId?.() ?? undefined,
			postTitle: String(
				editor?.getEditedPostAttribute?.( 'title' ) ?? ''
			),
			canUpgrade:
				core?.canUser?.( 'update', { kind: 'root', name: 'site' } ) !==
				false,
		};
	}, [] );

	const [ error, setError ] = useState< AiRequestError | null >( null );
	const pending = useRef< PendingRequest | null >( null );

	const finish = ( answer: string ) => {
		const request = pending.current;
		if ( ! answer.trim() ) {
			// Stopped before anything arrived: nothing changes.
			setAttributes( { requestingState: storedState( attributes ) } );
			return;
		}
		setAttributes( {
			content: answer,
			requestingState: 'done',
			messages: request
				? withExchange(
						request.baseMessages,
						request.historyEntry,
						answer
					)
				: attributes.messages,
		} );
	};

	const { suggestion, requestingState, request, stopSuggestion, reset } =
		useAiSuggestions( {
			onDone: finish,
			onStop: finish,
			onError: ( failure ) => {
				setError( failure );
				if ( failure.code === ERROR_QUOTA_EXCEEDED ) {
					// Out of quota marks the feature as requiring an upgrade (spec 000 §4).
					setRequireUpgrade( true );
				}
				setAttributes( {
					requestingState: 'error',
					...( failure.code === ERROR_NETWORK
						? {
								messages: afterNetworkFailure(
									attributes.messages
								),
							}
						: {} ),
				} );
			},
		} );

	const state: RequestingState =
		requestingState === 'init'
			? storedState( attributes )
			: requestingState;
	const isBusy = state === 'requesting' || state === 'suggesting';
	const hasContent = !! attributes.content?.trim();

	const send = ( next: PendingRequest ) => {
		pending.current = next;
		setError( null );
		request( next.messages, {
			postId: postId ?? undefined,
			feature: 'ai-assistant',
			...( attributes.useGpt4 ? { model: 'gpt-4' } : {} ),
		} );
	};

	/** A new request: what is there now becomes what Discard restores. */
	const start = (
		kind: SuggestionKind,
		options: { userPrompt?: string; tone?: Tone; language?: Language } = {}
	) => {
		const content = attributes.content ?? '';
		const built = buildPrompt( {
			kind,
			content,
			userPrompt: options.userPrompt,
			history: attributes.messages,
			tone: options.tone,
			language: options.language,
			postTitle,
			useGutenbergSyntax: attributes.useGutenbergSyntax,
			customSystemPrompt: attributes.customSystemPrompt,
		} );
		setAttributes( {
			originalContent: content,
			originalMessages: attributes.messages,
			promptType: kind,
			requestedPrompt:
				kind === 'userPrompt'
					? ( options.userPrompt ?? '' )
					: kindLabel( kind ),
			requestingState: 'requesting',
		} );
		send( {
			kind,
			messages: built.messages,
			historyEntry: built.historyEntry,
			baseMessages: attributes.messages,
		} );
	};

	/** The same request again (Retry, Regenerate): the originals stay as they were. */
	const again = () => {
		if ( pending.current ) {
			setAttributes( { requestingState: 'requesting' } );
			send( pending.current );
			return;
		}
		// After a reload: rebuilt from what the block stored.
		const kind = isSuggestionKind( attributes.promptType )
			? attributes.promptType
			: 'userPrompt';
		const built = buildPrompt( {
			kind,
			content: attributes.originalContent ?? '',
			userPrompt: attributes.requestedPrompt ?? attributes.userPrompt,
			history: attributes.originalMessages,
			postTitle,
			useGutenbergSyntax: attributes.useGutenbergSyntax,
			customSystemPrompt: attributes.customSystemPrompt,
		} );
		setAttributes( { requestingState: 'requesting' } );
		send( {
			kind,
			messages: built.messages,
			historyEntry: built.historyEntry,
			baseMessages: attributes.originalMessages,
		} );
	};

	const accept = () => {
		const change = acceptedChange(
			attributes,
			answerToBlocks(
				attributes.content ?? '',
				attributes.useGutenbergSyntax
			),
			plainTitle
		);
		reset();
		pending.current = null;
		if ( change.title !== undefined ) {
			editPost( { title: change.title } );
		}
		if ( change.replaceWith ) {
			replaceBlocks( clientId, change.replaceWith );
		} else if ( change.remove ) {
			removeBlock( clientId );
		} else if ( change.attributes ) {
			setAttributes( change.attributes );
		}
	};

	// The chosen image, now in the media library, takes the block's place.
	const insertImage = ( image: UploadedImage ) => {
		reset();
		pending.current = null;
		replaceBlocks( clientId, [
			createBlock( 'core/image', {
				id: image.id,
				url: image.url,
				alt: image.alt,
			} ),
		] );
	};

	const discard = () => {
		reset();
		pending.current = null;
		setError( null );
		setAttributes( discardedAttributes( attributes ) );
	};

	// What the block shows: the answer as it streams in, else the stored text, as the blocks Accept
	// would make of it.
	const shown = isBusy ? suggestion : ( attributes.content ?? '' );
	const html = useMemo(
		() =>
			shown.trim()
				? blocksToHtml(
						answerToBlocks( shown, attributes.useGutenbergSyntax )
					)
				: '',
		[ shown, attributes.useGutenbergSyntax ]
	);

	const toolsDisabled = ! hasContent || isBusy || ! availability.available;
	const languages = languagesSiteFirst( siteLocale() );

	return (
		<div { ...blockProps }>
			<BlockControls group="block">
				<ToolbarGroup>
					<ToolbarDropdownMenu
						icon={ icon }
						label={ __( 'AI tools', 'jetpack-blocks' ) }
					>
						{ ( { onClose }: { onClose: () => void } ) => (
							<>
								<ToolMenuHint hasContent={ hasContent } />
								<MenuGroup>
									{ MENU_KINDS.map( ( kind ) => (
										<MenuItem
											key={ kind }
											disabled={ toolsDisabled }
											onClick={ () => {
												onClose();
												start( kind );
											} }
										>
											{ kindLabel( kind ) }
										</MenuItem>
									) ) }
								</MenuGroup>
							</>
						) }
					</ToolbarDropdownMenu>
					<ToolbarDropdownMenu
						icon="admin-customizer"
						label={ __( 'Change tone', 'jetpack-blocks' ) }
					>
						{ ( { onClose }: { onClose: () => void } ) => (
							<>
								<ToolMenuHint hasContent={ hasContent } />
								<MenuGroup>
									{ TONES.map( ( tone ) => (
										<MenuItem
											key={ tone }
											disabled={ toolsDisabled }
											onClick={ () => {
												onClose();
												start( 'changeTone', { tone } );
											} }
										>
											{ toneLabel( tone ) }
										</MenuItem>
									) ) }
								</MenuGroup>
							</>
						) }
					</ToolbarDropdownMenu>
					<ToolbarDropdownMenu
						icon="translation"
						label={ __( 'Translate', 'jetpack-blocks' ) }
					>
						{ ( { onClose }: { onClose: () => void } ) => (
							<>
								<ToolMenuHint hasContent={ hasContent } />
								<MenuGroup>
									{ languages.map( ( language ) => (
										<MenuItem
											key={ language }
											lang={ language }
											disabled={ toolsDisabled }
											onClick={ () => {
												onClose();
												start( 'changeLanguage', {
													language,
												} );
											} }
										>
											{ languageLabel( language ) }
										</MenuItem>
									) ) }
								</MenuGroup>
							</>
						) }
					</ToolbarDropdownMenu>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<UsagePanel canUpgrade={ canUpgrade } />
				{ isPlaygroundEnabled() && (
					<PlaygroundControls
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				) }
			</InspectorControls>
			{ html && (
				<RawHTML
					className="jetpack-ai-assistant__content"
					aria-live={ isBusy ? 'polite' : undefined }
					aria-busy={ isBusy }
				>
					{ html }
				</RawHTML>
			) }
			<AIControl
				value={ attributes.userPrompt }
				placeholder={ __(
					'Ask AI to write anything…',
					'jetpack-blocks'
				) }
				disabled={ ! availability.available }
				state={ state }
				onChange={ ( userPrompt ) => setAttributes( { userPrompt } ) }
				onSend={ ( userPrompt ) =>
					start( 'userPrompt', { userPrompt } )
				}
				onStop={ stopSuggestion }
				showAccept={ hasContent && ! isBusy }
				acceptLabel={
					attributes.promptType === 'generateTitle'
						? __( 'Use as post title', 'jetpack-blocks' )
						: undefined
				}
				onAccept={ accept }
				onDiscard={ discard }
				onRegenerate={ again }
				banner={ availability.banner }
				error={
					error ? (
						<ErrorNotice
							error={ error }
							canUpgrade={ canUpgrade }
							onRetry={ again }
						/>
					) : undefined
				}
				footer={ <FooterMessage /> }
			/>
			<ImageGenerator
				prompt={ attributes.userPrompt }
				postId={
					Number.isInteger( Number( postId ) )
						? Number( postId )
						: undefined
				}
				disabled={ ! availability.available || isBusy }
				onInsert={ insertImage }
			/>
		</div>
	);
}
