/**
 * The AI assistant block in the editor (spec 000 §2 "AI assistant block", §4): a prompt bar, the
 * answer streaming in as it arrives (shown as the blocks it will become), Accept / Discard /
 * Regenerate, Retry after retryable errors, and toolbar tools that work on the block's text.
 *
 * With no language model on the site (issue 19) the prompt shows the setup state and sends nothing;
 * only the toolbar tools a real offline tool does stay offered (offline-tools.ts), and an answer made
 * by one shows the tool's name next to it (never saved).
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
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import {
	ERROR_NETWORK,
	ERROR_QUOTA_EXCEEDED,
	getAiOfflineTools,
	getSiteLanguage,
	useAiSuggestions,
	type AiRequestError,
	type ChatMessage,
	type RequestingState,
} from '../../shared/ai-client';
import {
	AIControl,
	AiSetupNotice,
	FooterMessage,
	useAiModelStatus,
} from '../../shared/ai-control';
import { AiUpgradeBanner } from '../../ai/ai-upgrade-banner';
import icon from './icon';
import { afterNetworkFailure, withExchange } from './messages';
import {
	TONES,
	buildPrompt,
	isSuggestionKind,
	kindLabel,
	languagesSiteFirst,
	toneLabel,
	type Language,
	type PromptInput,
	type SuggestionKind,
	type Tone,
} from './prompts';
import { toolOffer, type ToolSite } from './offline-tools';
import { answerToBlocks, blocksToHtml, plainTitle } from './to-blocks';
import type { AiAssistantAttributes } from './types';
import { useAiAvailability } from './use-ai-availability';
import { acceptedChange, discardedAttributes } from './accept';
import { ErrorNotice } from './error-notice';
import { ImageGenerator, type UploadedImage } from './image-generator';
import { PlaygroundControls, isPlaygroundEnabled } from './playground';
import { UsagePanel } from './usage-panel';
import { STORE_NAME } from '../../stores/ai-usage';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

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

/** How long after the block is inserted focus moves to its prompt (spec 000 §9). */
export const INSERT_FOCUS_DELAY_MS = 300;

interface PendingRequest {
	kind: SuggestionKind;
	/** What the prompt was built from: Retry after a network failure rebuilds it on the trimmed history. */
	input: PromptInput;
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

/**
 * The request to send again after a network failure: the history it carries is the trimmed one
 * (spec 000 §4: on a network failure the history is trimmed by 8 entries), so Retry does not resend
 * what was dropped.
 *
 * @param request The failed request.
 * @param history The history after the failure.
 */
export function withTrimmedHistory(
	request: PendingRequest,
	history: ChatMessage[]
): PendingRequest {
	const input = { ...request.input, history };
	const built = buildPrompt( input );
	return {
		...request,
		input,
		messages: built.messages,
		historyEntry: built.historyEntry,
		baseMessages: history,
	};
}

/** A disabled tool's menu item says why. */
function ToolReason( { reason }: { reason?: string } ): ReactNode {
	return reason ? (
		<span className="jetpack-ai-assistant__tool-reason">{ reason }</span>
	) : null;
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
	isSelected,
}: BlockEditProps< AiAssistantAttributes > ) {
	const blockProps = useBlockProps( {
		className: 'jetpack-ai-assistant',
	} );
	const availability = useAiAvailability();
	const model = useAiModelStatus();
	const site: ToolSite = {
		modelConfigured: model.configured,
		tools: getAiOfflineTools(),
		siteLanguage: getSiteLanguage(),
	};
	// A block just inserted is selected and empty: its prompt gets the focus (not an old block
	// opened with the post).
	const [ isJustInserted ] = useState(
		() =>
			!! isSelected &&
			! attributes.content?.trim() &&
			! attributes.messages?.length
	);
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

	const {
		suggestion,
		requestingState,
		request,
		stopSuggestion,
		reset,
		tool,
	} = useAiSuggestions( {
		onDone: finish,
		onStop: finish,
		onError: ( failure ) => {
			setError( failure );
			if ( failure.code === ERROR_QUOTA_EXCEEDED ) {
				// Out of quota marks the feature as requiring an upgrade (spec 000 §4).
				setRequireUpgrade( true );
			}
			if ( failure.code !== ERROR_NETWORK ) {
				setAttributes( { requestingState: 'error' } );
				return;
			}
			const trimmed = afterNetworkFailure( attributes.messages );
			if ( pending.current ) {
				pending.current = withTrimmedHistory(
					pending.current,
					trimmed
				);
			}
			setAttributes( { requestingState: 'error', messages: trimmed } );
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
			// The playground's own prompts (block markup, a custom system prompt) are the
			// experimental feature (spec 000 §7); GPT-4 asks for the owner's larger model.
			feature:
				attributes.useGutenbergSyntax ||
				attributes.customSystemPrompt?.trim()
					? 'ai-assistant-experimental'
					: 'ai-assistant',
			...( attributes.useGpt4 ? { model: 'gpt-4' } : {} ),
		} );
	};

	/** Whether something on this site can answer the request (no model: only the offline tools). */
	const canAnswer = ( kind: SuggestionKind, language?: Language ) =>
		kind === 'userPrompt'
			? site.modelConfigured
			: toolOffer( kind, site, language ).enabled;

	/** A new request: what is there now becomes what Discard restores. */
	const start = (
		kind: SuggestionKind,
		options: { userPrompt?: string; tone?: Tone; language?: Language } = {}
	) => {
		if ( ! canAnswer( kind, options.language ) ) {
			return; // The setup state says why; nothing is sent or counted.
		}
		const content = attributes.content ?? '';
		const input: PromptInput = {
			kind,
			content,
			userPrompt: options.userPrompt,
			history: attributes.messages,
			tone: options.tone,
			language: options.language,
			postTitle,
			useGutenbergSyntax: attributes.useGutenbergSyntax,
			customSystemPrompt: attributes.customSystemPrompt,
		};
		const built = buildPrompt( input );
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
			input,
			messages: built.messages,
			historyEntry: built.historyEntry,
			baseMessages: attributes.messages,
		} );
	};

	/** The same request again (Retry, Regenerate): the originals stay as they were. */
	const again = () => {
		const latest = pending.current;
		if ( latest && ! canAnswer( latest.kind, latest.input.language ) ) {
			return;
		}
		if ( pending.current ) {
			setAttributes( { requestingState: 'requesting' } );
			send( pending.current );
			return;
		}
		// After a reload: rebuilt from what the block stored.
		const kind = isSuggestionKind( attributes.promptType )
			? attributes.promptType
			: 'userPrompt';
		if ( ! canAnswer( kind ) ) {
			return;
		}
		const input: PromptInput = {
			kind,
			content: attributes.originalContent ?? '',
			userPrompt: attributes.requestedPrompt ?? attributes.userPrompt,
			history: attributes.originalMessages,
			postTitle,
			useGutenbergSyntax: attributes.useGutenbergSyntax,
			customSystemPrompt: attributes.customSystemPrompt,
		};
		const built = buildPrompt( input );
		setAttributes( { requestingState: 'requesting' } );
		send( {
			kind,
			input,
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
	// The SITE's language first (spec 000 §9), not the user's admin locale.
	const languages = languagesSiteFirst( site.siteLanguage );
	const noModel = ! site.modelConfigured;

	let banner: ReactNode = availability.banner;
	if ( ! banner && noModel ) {
		banner = <AiSetupNotice />;
	} else if ( ! banner ) {
		banner = (
			<AiUpgradeBanner mode="banner" placement="ai-assistant-block" />
		);
	}

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
									{ MENU_KINDS.map( ( kind ) => {
										const offer = toolOffer( kind, site );
										return (
											<MenuItem
												key={ kind }
												disabled={
													toolsDisabled ||
													! offer.enabled
												}
												info={
													offer.enabled
														? undefined
														: offer.reason
												}
												onClick={ () => {
													onClose();
													start( kind );
												} }
											>
												{ offer.label }
											</MenuItem>
										);
									} ) }
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
									{ noModel && (
										<ToolReason
											reason={
												toolOffer( 'changeTone', site )
													.reason
											}
										/>
									) }
									{ TONES.map( ( tone ) => (
										<MenuItem
											key={ tone }
											disabled={
												toolsDisabled || noModel
											}
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
									{ languages.map( ( language ) => {
										const offer = toolOffer(
											'changeLanguage',
											site,
											language
										);
										return (
											<MenuItem
												key={ language }
												lang={ language }
												disabled={
													toolsDisabled ||
													! offer.enabled
												}
												info={
													offer.enabled
														? undefined
														: offer.reason
												}
												onClick={ () => {
													onClose();
													start( 'changeLanguage', {
														language,
													} );
												} }
											>
												{ offer.label }
											</MenuItem>
										);
									} ) }
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
			{ tool && html && (
				<p className="jetpack-ai-assistant__tool-note">
					{ tool.label }
				</p>
			) }
			<AIControl
				value={ attributes.userPrompt }
				placeholder={ __(
					'Ask AI to write anything…',
					'jetpack-blocks'
				) }
				disabled={ ! availability.available || noModel }
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
				banner={ banner }
				focusOnMountDelay={
					isJustInserted ? INSERT_FOCUS_DELAY_MS : undefined
				}
				error={
					error ? (
						<ErrorNotice error={ error } onRetry={ again } />
					) : undefined
				}
				footer={
					<>
						{ ! noModel && (
							<AiUpgradeBanner
								mode="footer"
								placement="ai-assistant-block"
							/>
						) }
						<FooterMessage />
					</>
				}
			/>
			<ImageGenerator
				prompt={ attributes.userPrompt }
				postId={
					Number.isInteger( Number( postId ) )
						? Number( postId )
						: undefined
				}
				disabled={ ! availability.available || isBusy || noModel }
				onInsert={ insertImage }
			/>
		</div>
	);
}
