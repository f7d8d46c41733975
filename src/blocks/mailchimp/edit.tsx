/**
 * Editor UI of the newsletter signup block (spec 001 §2, §4, §6, §8).
 *
 * - A user whose account is not connected to the hosting provider sees the connect-account
 *   placeholder, with a way into the connection flow and a re-check.
 * - Otherwise the block asks GET /wpcom/v2/mailchimp: loading spinner (state 0); connected (1):
 *   the form preview and the sidebar; not connected or failed (2): the "Set up Mailchimp form"
 *   placeholder with "Re-check Connection", and the returned error message when the call failed.
 * - The preview: a disabled e-mail input, the locked inner button, editable consent text, and the
 *   notification being previewed (3000 ms).
 * Loaded lazily (see index.ts).
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { Button, Notice, Placeholder, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import icon from './icon';
import {
	connectionFromResponse,
	failureMessage,
	fetchConnection,
	type ConnectionInfo,
} from './api';
import {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	API_STATE_NOT_CONNECTED,
	NOTIFICATION_ERROR,
	buttonTemplateAttributes,
	consentTextFor,
} from './constants';
import { MailchimpControls } from './controls';
import { useNotificationPreview } from './notification-preview';
import { store as connectionStore } from '../../stores/connection';
import {
	connectionFlowUrl,
	printedAdminUrl,
} from '../../shared/ai-availability/availability';
import { PRODUCT_NAME } from '../../shared/plugin-identity';
import type { MailchimpAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const LOADING: ConnectionInfo = {
	...connectionFromResponse( {} ),
	apiState: API_STATE_LOADING,
};

function useMailchimpConnection( enabled: boolean ) {
	const [ connection, setConnection ] = useState< ConnectionInfo >( LOADING );
	const [ error, setError ] = useState< string | null >( null );
	const check = useCallback( () => {
		setConnection( LOADING );
		setError( null );
		fetchConnection().then( setConnection, ( failure: unknown ) => {
			setConnection( {
				...connectionFromResponse( {} ),
				apiState: API_STATE_NOT_CONNECTED,
			} );
			setError( failureMessage( failure ) );
		} );
	}, [] );
	useEffect( () => {
		if ( enabled ) {
			check();
		}
	}, [ enabled, check ] );
	return { connection, error, check };
}

function FormPreview( {
	attributes,
	setAttributes,
	audition,
	provider,
}: {
	provider: ConnectionInfo[ 'provider' ];
	attributes: MailchimpAttributes;
	setAttributes: ( next: Partial< MailchimpAttributes > ) => void;
	audition: ReturnType< typeof useNotificationPreview >[ 'audition' ];
} ) {
	const template = useMemo(
		() =>
			[ [ 'jetpack/button', buttonTemplateAttributes() ] ] as Array<
				[ string, Record< string, unknown > ]
			>,
		[]
	);
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-jetpack-mailchimp__button' },
		{ template, templateLock: 'all', renderAppender: false }
	);
	const labels = {
		processing: attributes.processingLabel,
		success: attributes.successLabel,
		error: attributes.errorLabel,
	};
	return (
		<>
			<p className="wp-block-jetpack-mailchimp__email">
				<input
					type="email"
					className="wp-block-jetpack-mailchimp_text-input"
					aria-label={ attributes.emailPlaceholder }
					placeholder={ attributes.emailPlaceholder }
					title={ __(
						'You can edit the email placeholder in the sidebar.',
						'jetpack-blocks'
					) }
					disabled
				/>
			</p>
			<div { ...innerBlocksProps } />
			<RichText
				tagName="p"
				className="wp-block-jetpack-mailchimp_consent-text"
				aria-label={ __( 'Consent text', 'jetpack-blocks' ) }
				placeholder={ __( 'Write consent text', 'jetpack-blocks' ) }
				value={ consentTextFor( attributes.consentText, provider ) }
				onChange={ ( value: string ) =>
					setAttributes( { consentText: value } )
				}
				allowedFormats={ [ 'core/bold', 'core/italic', 'core/link' ] }
			/>
			{ audition && (
				<div
					className={ `wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_${ audition }` }
					role={
						audition === NOTIFICATION_ERROR ? 'alert' : 'status'
					}
				>
					{ labels[ audition ] }
				</div>
			) }
		</>
	);
}

export default function MailchimpEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< MailchimpAttributes > ) {
	const { audition, preview } = useNotificationPreview();
	const isUserConnected = useSelect(
		( select ) => select( connectionStore ).isUserConnected(),
		[]
	);
	const { refreshConnectionStatus } = useDispatch( connectionStore );
	const showPreviewOnly = attributes.preview;
	const { connection, error, check } = useMailchimpConnection(
		isUserConnected && ! showPreviewOnly
	);
	const blockProps = useBlockProps( {
		className: audition
			? 'wp-block-jetpack-mailchimp_notication-audition'
			: undefined,
	} );

	if ( showPreviewOnly ) {
		return (
			<div { ...blockProps }>
				<FormPreview
					attributes={ attributes }
					setAttributes={ setAttributes }
					audition={ null }
					provider={ null }
				/>
			</div>
		);
	}

	if ( ! isUserConnected ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Mailchimp', 'jetpack-blocks' ) }
					instructions={ sprintf(
						/* translators: %s: the hosting provider's name. */
						__(
							"First, you'll need to connect your %s account.",
							'jetpack-blocks'
						),
						PRODUCT_NAME
					) }
				>
					<Button
						variant="primary"
						href={ connectionFlowUrl( printedAdminUrl() ) }
						target="_blank"
					>
						{ __( 'Connect', 'jetpack-blocks' ) }
					</Button>
					<Button
						variant="link"
						onClick={ () => void refreshConnectionStatus() }
					>
						{ __( 'Re-check Connection', 'jetpack-blocks' ) }
					</Button>
				</Placeholder>
			</div>
		);
	}

	if ( connection.apiState === API_STATE_LOADING ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Mailchimp', 'jetpack-blocks' ) }
				>
					<Spinner />
					<span className="screen-reader-text">
						{ __(
							'Checking the newsletter connection…',
							'jetpack-blocks'
						) }
					</span>
				</Placeholder>
			</div>
		);
	}

	if ( connection.apiState !== API_STATE_CONNECTED ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Mailchimp', 'jetpack-blocks' ) }
					instructions={ __(
						'You need to connect your Mailchimp account and choose a list in order to start collecting Email subscribers.',
						'jetpack-blocks'
					) }
				>
					{ ( error || connection.message ) && (
						<Notice status="error" isDismissible={ false }>
							{ error ?? connection.message }
						</Notice>
					) }
					{ connection.connectUrl && (
						<Button
							variant="secondary"
							href={ connection.connectUrl }
							target="_blank"
						>
							{ __( 'Set up Mailchimp form', 'jetpack-blocks' ) }
						</Button>
					) }
					<Button variant="link" onClick={ check }>
						{ __( 'Re-check Connection', 'jetpack-blocks' ) }
					</Button>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<MailchimpControls
					attributes={ attributes }
					setAttributes={ setAttributes }
					connection={ connection }
					preview={ preview }
				/>
			</InspectorControls>
			<FormPreview
				attributes={ attributes }
				setAttributes={ setAttributes }
				audition={ audition }
				provider={ connection.provider }
			/>
		</div>
	);
}
