/**
 * The AI assistant bar of the contact form: a request in plain words ("add a phone number and make
 * the message optional") becomes changes to the form's fields. The model answers by calling a
 * function whose call is merged into the form (ai-fields.ts): only the fields it names are added,
 * changed or removed; the others keep their place and attributes. Part of the form's lazy edit chunk.
 *
 * The bar follows the spec's editor rules (spec 000): focus moves to the prompt 100 ms after it
 * opens; the upgrade banner (from the usage store, also after a reload) or the VIP rate-limit banner
 * sits above the prompt, the free-tier upgrade footer under it; retryable errors offer Retry. With no
 * language model on the site the bar shows the setup state and sends nothing.
 */
import type { createBlock } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import {
	ERROR_AI_NOT_CONFIGURED,
	useAiSuggestions,
} from '../../shared/ai-client';
import {
	AIControl,
	AiSetupNotice,
	ErrorBanner,
	FeatureErrorBanner,
	FooterMessage,
	Message,
	ReconnectBanner,
	useAiModelStatus,
} from '../../shared/ai-control';
import { AiUpgradeBanner } from '../../ai/ai-upgrade-banner';
import {
	FORM_AI_FEATURE,
	FORM_FUNCTION,
	formPrompt,
	mergeFormFields,
	type CurrentField,
	type FormMerge,
} from './ai-fields';
import { createChoiceField } from './field-settings';
import { fieldTypeOf, optionBlockOf } from './fields';

/** How long after the bar opens focus moves to its prompt (spec 000 §9). */
export const OPEN_FOCUS_DELAY_MS = 100;

interface Props {
	clientId: string;
	onClose: () => void;
	/** False: the user must connect first; the input is disabled under the banner. */
	canRequest: boolean;
	/** Set when the user is not connected: the Reconnect banner leads there. */
	connectionUrl?: string;
	/** Set when the usage feature reports an error code: the banner says why the prompt is off. */
	featureError?: { message?: string };
}

interface EditorBlock {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks?: EditorBlock[];
}

/**
 * A field as the merge sees it: single and multiple choice fields keep their options as child
 * blocks (field-settings.ts); the merge reads and writes them as `options`.
 */
function asCurrentField( block: EditorBlock ): CurrentField {
	const type = fieldTypeOf( block.name );
	const attributes =
		type && optionBlockOf( type )
			? {
					...block.attributes,
					options: ( block.innerBlocks ?? [] ).map( ( option ) =>
						String( option.attributes.label ?? '' )
					),
				}
			: block.attributes;
	return { clientId: block.clientId, name: block.name, attributes };
}

/** The block-editor actions the merge uses (the store is untyped here). */
interface MergeActions {
	updateBlockAttributes: (
		clientId: string,
		attributes: Record< string, unknown >
	) => void;
	replaceBlock: (
		clientId: string,
		block: ReturnType< typeof createBlock >
	) => void;
	removeBlocks: ( clientIds: string[], selectPrevious?: boolean ) => void;
	insertBlocks: (
		blocks: ReturnType< typeof createBlock >[],
		index: number | undefined,
		rootClientId: string,
		updateSelection?: boolean
	) => void;
}

/** The spec's mobile breakpoint: narrower than 480 px. */
export const MOBILE_QUERY = '(max-width: 479px)';

function useIsMobile(): boolean {
	const [ isMobile, setIsMobile ] = useState(
		() => window.matchMedia?.( MOBILE_QUERY ).matches ?? false
	);
	useEffect( () => {
		const query = window.matchMedia?.( MOBILE_QUERY );
		if ( ! query ) {
			return undefined;
		}
		const onChange = () => setIsMobile( query.matches );
		query.addEventListener( 'change', onChange );
		return () => query.removeEventListener( 'change', onChange );
	}, [] );
	return isMobile;
}

/**
 * Applies a merge to the form: attribute changes in place, type changes as a new block in the same
 * place, removals, and the new fields at the end. Fields the merge did not touch are not touched.
 *
 * @param actions The block-editor actions.
 * @param formId  The form's clientId.
 * @param before  The form's fields before the merge.
 * @param merge   The merge.
 */
export function applyFormMerge(
	actions: MergeActions,
	formId: string,
	before: CurrentField[],
	merge: FormMerge,
	insertAt?: number
): void {
	const byId = new Map(
		before.map( ( field ) => [ field.clientId, field ] )
	);
	const kept = new Set< string >();
	const added: ReturnType< typeof createBlock >[] = [];
	for ( const field of merge.fields ) {
		const previous = field.clientId
			? byId.get( field.clientId )
			: undefined;
		if ( ! field.clientId || ! previous ) {
			added.push( createChoiceField( field.name, field.attributes ) );
			continue;
		}
		kept.add( field.clientId );
		// A choice field's options are child blocks: a change of them is a new block in its place.
		const type = fieldTypeOf( field.name );
		const optionsChanged =
			!! type &&
			!! optionBlockOf( type ) &&
			JSON.stringify( field.attributes.options ) !==
				JSON.stringify( previous.attributes.options );
		if ( field.name !== previous.name || optionsChanged ) {
			actions.replaceBlock(
				field.clientId,
				createChoiceField( field.name, field.attributes )
			);
		} else if (
			JSON.stringify( field.attributes ) !==
			JSON.stringify( previous.attributes )
		) {
			actions.updateBlockAttributes( field.clientId, field.attributes );
		}
	}
	const removed = before
		.map( ( field ) => field.clientId )
		.filter( ( id ) => ! kept.has( id ) );
	if ( removed.length ) {
		actions.removeBlocks( removed, false );
	}
	if ( added.length ) {
		actions.insertBlocks( added, insertAt, formId, false );
	}
}

/**
 * Where new fields go: before the form's first block that is not a field (its submit button), once
 * the merge's removals are done; at the end when there is none.
 *
 * @param blocks The form's blocks before the merge.
 * @param merge  The merge.
 */
function buttonIndexAfter(
	blocks: EditorBlock[],
	merge: FormMerge
): number | undefined {
	const at = blocks.findIndex(
		( block ) => fieldTypeOf( block.name ) === null
	);
	return at === -1 ? undefined : at - merge.removed;
}

function mergeNotice( merge: FormMerge ): string {
	return sprintf(
		/* translators: 1: fields added, 2: fields changed, 3: fields removed. */
		__(
			'The form was updated: %1$d added, %2$d changed, %3$d removed. The other fields were kept.',
			'jetpack-blocks'
		),
		merge.added,
		merge.changed,
		merge.removed
	);
}

function noFieldNotice(): string {
	return __(
		'The answer did not describe any change to the form fields, so the form was left as it was. Try asking in other words.',
		'jetpack-blocks'
	);
}

export default function FormAiBar( {
	clientId,
	onClose,
	canRequest,
	connectionUrl,
	featureError,
}: Props ) {
	const isMobile = useIsMobile();
	const model = useAiModelStatus();
	const registry = useRegistry();
	const [ prompt, setPrompt ] = useState( '' );
	const [ notice, setNotice ] = useState< {
		severity: 'info' | 'error' | 'success';
		text: string;
	} | null >( null );
	const actions = useDispatch( blockEditorStore ) as unknown as MergeActions;
	const blocks = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getBlocks: ( id: string ) => EditorBlock[];
				}
			 ).getBlocks( clientId ),
		[ clientId ]
	);
	// Mapped outside the selector: a selector answering new objects each time re-renders for nothing.
	const fields = useMemo(
		() =>
			blocks
				// The submit button is not a field the assistant changes.
				.filter( ( block ) => fieldTypeOf( block.name ) !== null )
				.map( asCurrentField ),
		[ blocks ]
	);

	const { error, requestingState, request, stopSuggestion, retry } =
		useAiSuggestions( {
			// The AI client's transport counts each answered request (usage-accounting.ts);
			// failures are given back by the server, so nothing is counted here.
			onFunctionDone: ( call ) => {
				const merge = mergeFormFields( call.arguments, fields );
				if ( ! merge ) {
					setNotice( { severity: 'error', text: noFieldNotice() } );
					return;
				}
				registry.batch( () =>
					applyFormMerge(
						actions,
						clientId,
						fields,
						merge,
						buttonIndexAfter( blocks, merge )
					)
				);
				setNotice( {
					severity: 'success',
					text: mergeNotice( merge ),
				} );
			},
			// A text answer instead of a call: used, but nothing to change.
			onDone: () => {
				setNotice( { severity: 'error', text: noFieldNotice() } );
			},
		} );

	const noModel = ! model.configured;
	const send = ( value: string ) => {
		if ( noModel ) {
			return; // The setup state says why; nothing is sent or counted.
		}
		if ( ! value.trim() ) {
			setNotice( {
				severity: 'error',
				text: __(
					'Describe the form or the change you want first.',
					'jetpack-blocks'
				),
			} );
			return;
		}
		setNotice( null );
		request(
			formPrompt(
				value.trim(),
				fields.map( ( { name, attributes } ) => ( {
					name,
					attributes,
				} ) )
			),
			{
				feature: FORM_AI_FEATURE,
				functions: [ FORM_FUNCTION ],
			}
		);
	};

	let banner: ReactNode;
	if ( connectionUrl ) {
		banner = <ReconnectBanner connectionUrl={ connectionUrl } />;
	} else if ( featureError ) {
		banner = <FeatureErrorBanner message={ featureError.message } />;
	} else if ( noModel ) {
		banner = <AiSetupNotice />;
	} else {
		banner = (
			<AiUpgradeBanner mode="banner" placement="contact-form-ai-bar" />
		);
	}

	// Quota: the upgrade banner says it; no model: the setup state says it.
	const showError =
		error &&
		error.code !== 'error_quota_exceeded' &&
		error.code !== ERROR_AI_NOT_CONFIGURED;

	return (
		<div
			className={ `jetpack-contact-form-ai-bar${
				isMobile ? ' is-mobile' : ''
			}` }
			role="region"
			aria-label={ __( 'AI assistant for this form', 'jetpack-blocks' ) }
		>
			<AIControl
				label={ __(
					'Ask the AI to build or change the form',
					'jetpack-blocks'
				) }
				placeholder={ __(
					'e.g. Add a phone number and a dropdown of topics',
					'jetpack-blocks'
				) }
				value={ prompt }
				disabled={ ! canRequest || noModel }
				banner={ banner }
				state={ requestingState }
				onChange={ setPrompt }
				onSend={ send }
				onStop={ stopSuggestion }
				showButtonLabels={ ! isMobile }
				focusOnMountDelay={ OPEN_FOCUS_DELAY_MS }
				error={
					showError ? (
						<ErrorBanner error={ error } onRetry={ retry } />
					) : null
				}
				footer={
					<>
						{ ! noModel && (
							<AiUpgradeBanner
								mode="footer"
								placement="contact-form-ai-bar"
							/>
						) }
						<FooterMessage />
					</>
				}
			/>
			{ notice && (
				<Message severity={ notice.severity }>{ notice.text }</Message>
			) }
			<Button variant="tertiary" onClick={ onClose }>
				{ __( 'Close the AI assistant', 'jetpack-blocks' ) }
			</Button>
		</div>
	);
}
