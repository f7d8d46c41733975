/**
 * The AI assistant bar of the contact form: a request in plain words ("add a phone number and make
 * the message optional") becomes the form's new list of fields. The model answers by calling a
 * function (ai-fields.ts); only valid field blocks are inserted. Part of the form's lazy edit chunk.
 */
import { createBlock } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useAiSuggestions } from '../../shared/ai-client';
import {
	AIControl,
	FooterMessage,
	Message,
	ReconnectBanner,
} from '../../shared/ai-control';
import {
	fieldBlocksFromAi,
	FORM_AI_FEATURE,
	FORM_FUNCTION,
	formPrompt,
	type AiFieldBlock,
} from './ai-fields';

interface Props {
	clientId: string;
	onClose: () => void;
	/** False: the user must connect first; the input is disabled under the banner. */
	canRequest: boolean;
	/** Set when the user is not connected: the Reconnect banner leads there. */
	connectionUrl?: string;
}

interface EditorBlock {
	name: string;
	attributes: Record< string, unknown >;
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

export default function FormAiBar( {
	clientId,
	onClose,
	canRequest,
	connectionUrl,
}: Props ) {
	const isMobile = useIsMobile();
	const [ prompt, setPrompt ] = useState( '' );
	const [ notice, setNotice ] = useState< {
		severity: 'info' | 'error' | 'success';
		text: string;
	} | null >( null );
	// The block-editor store is untyped here: name what is used.
	const { replaceInnerBlocks } = useDispatch(
		blockEditorStore
	) as unknown as {
		replaceInnerBlocks: (
			clientId: string,
			blocks: ReturnType< typeof createBlock >[],
			updateSelection: boolean
		) => void;
	};
	const fields = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getBlocks: ( id: string ) => EditorBlock[];
				}
			 )
				.getBlocks( clientId )
				.map( ( block ): AiFieldBlock => ( {
					name: block.name,
					attributes: block.attributes,
				} ) ),
		[ clientId ]
	);

	const { error, requestingState, request, stopSuggestion } =
		useAiSuggestions( {
			// The AI client's transport counts each answered request (usage-accounting.ts);
			// failures are given back by the server, so nothing is counted here.
			onFunctionDone: ( call ) => {
				const blocks = fieldBlocksFromAi( call.arguments );
				if ( ! blocks ) {
					setNotice( {
						severity: 'error',
						text: __(
							'The answer did not describe any form field, so the form was left as it was. Try asking in other words.',
							'jetpack-blocks'
						),
					} );
					return;
				}
				replaceInnerBlocks(
					clientId,
					blocks.map( ( block ) =>
						createBlock( block.name, block.attributes )
					),
					false
				);
				setNotice( {
					severity: 'success',
					text: sprintf(
						/* translators: %d: number of fields. */
						_n(
							'The form now has %d field.',
							'The form now has %d fields.',
							blocks.length,
							'jetpack-blocks'
						),
						blocks.length
					),
				} );
			},
			// A text answer instead of a call: used, but nothing to insert.
			onDone: () => {
				setNotice( {
					severity: 'error',
					text: __(
						'The answer did not describe any form field, so the form was left as it was. Try asking in other words.',
						'jetpack-blocks'
					),
				} );
			},
		} );

	const send = ( value: string ) => {
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
		request( formPrompt( value.trim(), fields ), {
			feature: FORM_AI_FEATURE,
			functions: [ FORM_FUNCTION ],
		} );
	};

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
				disabled={ ! canRequest }
				banner={
					connectionUrl ? (
						<ReconnectBanner connectionUrl={ connectionUrl } />
					) : undefined
				}
				state={ requestingState }
				onChange={ setPrompt }
				onSend={ send }
				onStop={ stopSuggestion }
				showButtonLabels={ ! isMobile }
				error={
					error ? (
						<Message
							severity={
								error.severity === 'error' ? 'error' : 'info'
							}
						>
							{ error.message }
						</Message>
					) : null
				}
				footer={ <FooterMessage /> }
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
