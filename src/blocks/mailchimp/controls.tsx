/**
 * The sidebar of the newsletter signup block: Text Elements, Notifications, Mailchimp Groups,
 * Signup Location Tracking and Mailchimp Connection (spec 001 §2).
 */
import {
	Button,
	CheckboxControl,
	ExternalLink,
	Notice,
	PanelBody,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	failureMessage,
	fetchGroups,
	type ConnectionInfo,
	type InterestCategory,
} from './api';
import {
	NOTIFICATION_ERROR,
	NOTIFICATION_PROCESSING,
	NOTIFICATION_SUCCESS,
	type NotificationKind,
} from './constants';
import type { MailchimpAttributes } from './types';

interface ControlsProps {
	attributes: MailchimpAttributes;
	setAttributes: ( next: Partial< MailchimpAttributes > ) => void;
	connection: ConnectionInfo;
	preview: ( kind: NotificationKind ) => void;
}

/** The block's chosen groups after (un)ticking one. */
export function toggleInterest(
	interests: string[],
	id: string,
	checked: boolean
): string[] {
	const without = interests.filter( ( interest ) => interest !== id );
	return checked ? [ ...without, id ] : without;
}

function GroupsPanel( {
	interests,
	onChange,
	connectUrl,
}: {
	interests: string[];
	onChange: ( next: string[] ) => void;
	connectUrl: string | null;
} ) {
	const [ categories, setCategories ] = useState< InterestCategory[] | null >(
		null
	);
	const [ error, setError ] = useState< string | null >( null );
	const load = useCallback( () => {
		setError( null );
		setCategories( null );
		fetchGroups().then( setCategories, ( failure: unknown ) =>
			setError( failureMessage( failure ) )
		);
	}, [] );
	useEffect( load, [ load ] );

	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				<p>{ error }</p>
				<Button variant="secondary" onClick={ load }>
					{ __( 'Try again', 'jetpack-blocks' ) }
				</Button>
			</Notice>
		);
	}
	if ( categories === null ) {
		return <Spinner />;
	}
	const withInterests = categories.filter(
		( category ) => category.interests.length
	);
	if ( ! withInterests.length ) {
		return (
			<p>
				{ __(
					'This list has no groups yet. Site owners add them in the newsletter settings.',
					'jetpack-blocks'
				) }{ ' ' }
				{ connectUrl && (
					<ExternalLink href={ connectUrl }>
						{ __( 'Newsletter settings', 'jetpack-blocks' ) }
					</ExternalLink>
				) }
			</p>
		);
	}
	return (
		<>
			<p>
				{ __(
					'People who sign up with this form join the groups ticked here.',
					'jetpack-blocks'
				) }
			</p>
			{ withInterests.map( ( category ) => (
				<fieldset
					key={ category.id }
					className="wp-block-jetpack-mailchimp__groups"
				>
					<legend>{ category.title }</legend>
					{ category.interests.map( ( interest ) => (
						<CheckboxControl
							key={ interest.id }
							__nextHasNoMarginBottom
							label={ interest.name }
							checked={ interests.includes( interest.id ) }
							onChange={ ( checked: boolean ) =>
								onChange(
									toggleInterest(
										interests,
										interest.id,
										checked
									)
								)
							}
						/>
					) ) }
				</fieldset>
			) ) }
		</>
	);
}

function NotificationField( {
	label,
	value,
	onChange,
	onPreview,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	onPreview: () => void;
} ) {
	return (
		<div className="wp-block-jetpack-mailchimp__notification-field">
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ label }
				value={ value }
				onChange={ onChange }
				onFocus={ onPreview }
			/>
			<Button
				variant="secondary"
				size="small"
				onClick={ onPreview }
				aria-label={ sprintf(
					/* translators: %s: the notification's name, e.g. "Processing text". */
					__( 'Preview: %s', 'jetpack-blocks' ),
					label
				) }
			>
				{ __( 'Preview', 'jetpack-blocks' ) }
			</Button>
		</div>
	);
}

export function MailchimpControls( {
	attributes,
	setAttributes,
	connection,
	preview,
}: ControlsProps ) {
	const {
		emailPlaceholder,
		processingLabel,
		successLabel,
		errorLabel,
		interests,
		signupFieldTag,
		signupFieldValue,
	} = attributes;
	return (
		<>
			<PanelBody title={ __( 'Text Elements', 'jetpack-blocks' ) }>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Email Placeholder', 'jetpack-blocks' ) }
					value={ emailPlaceholder }
					onChange={ ( value: string ) =>
						setAttributes( { emailPlaceholder: value } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Notifications', 'jetpack-blocks' ) }>
				<NotificationField
					label={ __( 'Processing text', 'jetpack-blocks' ) }
					value={ processingLabel }
					onChange={ ( value ) =>
						setAttributes( { processingLabel: value } )
					}
					onPreview={ () => preview( NOTIFICATION_PROCESSING ) }
				/>
				<NotificationField
					label={ __( 'Success text', 'jetpack-blocks' ) }
					value={ successLabel }
					onChange={ ( value ) =>
						setAttributes( { successLabel: value } )
					}
					onPreview={ () => preview( NOTIFICATION_SUCCESS ) }
				/>
				<NotificationField
					label={ __( 'Error text', 'jetpack-blocks' ) }
					value={ errorLabel }
					onChange={ ( value ) =>
						setAttributes( { errorLabel: value } )
					}
					onPreview={ () => preview( NOTIFICATION_ERROR ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Mailchimp Groups', 'jetpack-blocks' ) }>
				<GroupsPanel
					interests={ interests }
					onChange={ ( next ) =>
						setAttributes( { interests: next } )
					}
					connectUrl={ connection.connectUrl }
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Signup Location Tracking', 'jetpack-blocks' ) }
			>
				<p>
					{ __(
						'Record where people signed up: each sign-up through this form keeps this tag and value (in Mailchimp, a merge field).',
						'jetpack-blocks'
					) }
				</p>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Signup Field Tag', 'jetpack-blocks' ) }
					placeholder={ __( 'SIGNUP', 'jetpack-blocks' ) }
					value={ signupFieldTag ?? '' }
					onChange={ ( value: string ) =>
						setAttributes( { signupFieldTag: value } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Signup Field Value', 'jetpack-blocks' ) }
					placeholder={ __( 'website', 'jetpack-blocks' ) }
					value={ signupFieldValue ?? '' }
					onChange={ ( value: string ) =>
						setAttributes( { signupFieldValue: value } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Mailchimp Connection', 'jetpack-blocks' ) }>
				{ connection.audienceName && (
					<p>
						<strong>{ connection.audienceName }</strong>
						{ connection.subscribers !== null &&
							' — ' +
								sprintf(
									/* translators: %s: number of subscribers. */
									_n(
										'%s subscriber',
										'%s subscribers',
										connection.subscribers,
										'jetpack-blocks'
									),
									connection.subscribers.toLocaleString()
								) }
					</p>
				) }
				{ connection.message && <p>{ connection.message }</p> }
				{ connection.manageUrl && (
					<p>
						<ExternalLink href={ connection.manageUrl }>
							{ __( 'View sign-ups', 'jetpack-blocks' ) }
						</ExternalLink>
					</p>
				) }
				{ connection.connectUrl && (
					<p>
						<ExternalLink href={ connection.connectUrl }>
							{ __( 'Manage connection', 'jetpack-blocks' ) }
						</ExternalLink>
					</p>
				) }
			</PanelBody>
		</>
	);
}
