/**
 * Editor UI of jetpack/wordads (spec 002 §2 "Ads block", §4, §8): a loading skeleton while the
 * modules are read, the activation placeholder while the ads module is off ("Activating WordAds"
 * while it is switched on), then a preview box of the chosen format's size. The toolbar picks the
 * format; the Visibility panel has "Hide on mobile". There is no ad network here, so the preview
 * says plainly whether visitors will see anything: only where an administrator has set ad code
 * for the format (the "Ad code" panel).
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	Notice,
	PanelBody,
	Placeholder,
	Spinner,
	TextareaControl,
	ToggleControl,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { store as modulesStore } from '../../stores/modules';
import icon from './icon';
import { errorMessage, fetchAdCodeState, saveAdCode } from './api';
import { AD_FORMATS, adFormatInfo, adFormatLabel } from './formats';
import type { AdCodeState, WordAdsAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const MODULE = 'wordads';

type ModuleState = 'checking' | 'failed' | 'inactive' | 'activating' | 'active';

interface ResolutionSelectors {
	hasFinishedResolution: ( name: string, args: unknown[] ) => boolean;
	hasResolutionFailed: ( name: string, args: unknown[] ) => boolean;
}

function useModuleState(): ModuleState {
	return useSelect( ( select ) => {
		const modules = select( modulesStore );
		// The store marks the module active at once while it is switched on (optimistic); the
		// placeholder stays, busy, until the server has answered, so a refusal can be shown in it.
		if ( modules.isModuleUpdating( MODULE ) ) {
			return 'activating';
		}
		if ( modules.isModuleActive( MODULE ) ) {
			return 'active';
		}
		const resolution = modules as unknown as ResolutionSelectors;
		if ( resolution.hasResolutionFailed( 'isModuleActive', [ MODULE ] ) ) {
			return 'failed';
		}
		return resolution.hasFinishedResolution( 'isModuleActive', [ MODULE ] )
			? 'inactive'
			: 'checking';
	}, [] );
}

function Skeleton( { width, height }: { width: number; height: number } ) {
	return (
		<div
			className="jetpack-wordads__preview jetpack-wordads__skeleton"
			style={ { width, height } }
			aria-busy
		>
			<Spinner />
			<span className="screen-reader-text">
				{ __( 'Loading…', 'jetpack-blocks' ) }
			</span>
		</div>
	);
}

function ActivationPlaceholder( {
	loadFailed,
	onRetryLoad,
	activating,
	error,
	onActivate,
}: {
	loadFailed: boolean;
	onRetryLoad: () => void;
	activating: boolean;
	error: string;
	onActivate: () => void;
} ) {
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Ad', 'jetpack-blocks' ) }
			instructions={
				loadFailed
					? __(
							'The state of the ads module could not be read.',
							'jetpack-blocks'
						)
					: __(
							"You'll need to activate WordAds to use this block.",
							'jetpack-blocks'
						)
			}
		>
			{ loadFailed ? (
				<Button variant="primary" onClick={ onRetryLoad }>
					{ __( 'Try again', 'jetpack-blocks' ) }
				</Button>
			) : (
				<Button
					variant="primary"
					isBusy={ activating }
					disabled={ activating }
					accessibleWhenDisabled
					onClick={ onActivate }
				>
					{ activating
						? __( 'Activating WordAds', 'jetpack-blocks' )
						: __( 'Activate WordAds', 'jetpack-blocks' ) }
				</Button>
			) }
			{ error && (
				<p role="alert" className="jetpack-wordads__error">
					{ error }{ ' ' }
					{ __(
						'Try again, or ask a site administrator to activate it.',
						'jetpack-blocks'
					) }
				</p>
			) }
		</Placeholder>
	);
}

function AdCodePanel( {
	format,
	state,
	onSaved,
}: {
	format: string;
	state: AdCodeState;
	onSaved: ( state: AdCodeState ) => void;
} ) {
	const stored = state.codes?.[ format ] ?? '';
	const [ code, setCode ] = useState( stored );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ saved, setSaved ] = useState( false );
	// The field follows the stored code (another format picked, or the code just saved); the
	// "saved" confirmation belongs to one format only.
	useEffect( () => {
		setCode( stored );
	}, [ format, stored ] );
	useEffect( () => {
		setSaved( false );
	}, [ format ] );

	const save = async () => {
		setSaving( true );
		setError( '' );
		setSaved( false );
		try {
			onSaved( await saveAdCode( format, code ) );
			setSaved( true );
		} catch ( failure ) {
			setError(
				errorMessage(
					failure,
					__( 'The ad code could not be saved.', 'jetpack-blocks' )
				)
			);
		} finally {
			setSaving( false );
		}
	};

	return (
		<PanelBody title={ __( 'Ad code', 'jetpack-blocks' ) }>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ adFormatLabel( adFormatInfo( format ).format ) }
				help={ __(
					'The ad code of your ad network for this size, as it gives it to you. It is shown to visitors as it is, wherever an ad block uses this size.',
					'jetpack-blocks'
				) }
				value={ code }
				onChange={ ( value: string ) => {
					setCode( value );
					setSaved( false );
				} }
			/>
			<Button
				variant="secondary"
				isBusy={ saving }
				disabled={ saving || code === stored }
				accessibleWhenDisabled
				onClick={ save }
			>
				{ __( 'Save ad code', 'jetpack-blocks' ) }
			</Button>
			{ saved && (
				<p role="status">
					{ __( 'Ad code saved.', 'jetpack-blocks' ) }
				</p>
			) }
			{ error && (
				<p role="alert" className="jetpack-wordads__error">
					{ error } { __( 'Try saving again.', 'jetpack-blocks' ) }
				</p>
			) }
		</PanelBody>
	);
}

export default function WordAdsEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< WordAdsAttributes > ) {
	const info = adFormatInfo( attributes.format );
	const blockProps = useBlockProps( {
		className: `jetpack-wordads-${ info.format }`,
	} );
	const moduleState = useModuleState();
	const { invalidateResolution } = useDispatch( modulesStore ) as unknown as {
		invalidateResolution: ( name: string, args: unknown[] ) => void;
	};
	const { updateModuleStatus } = useDispatch( modulesStore );
	const [ activationError, setActivationError ] = useState( '' );
	const [ adCode, setAdCode ] = useState< AdCodeState | null >( null );
	const [ adCodeError, setAdCodeError ] = useState( '' );

	const loadAdCode = useCallback( () => {
		setAdCodeError( '' );
		fetchAdCodeState()
			.then( setAdCode )
			.catch( ( failure ) =>
				setAdCodeError(
					errorMessage(
						failure,
						__(
							'Whether ad code is set could not be read.',
							'jetpack-blocks'
						)
					)
				)
			);
	}, [] );
	useEffect( () => {
		if ( moduleState === 'active' ) {
			loadAdCode();
		}
	}, [ moduleState, loadAdCode ] );

	const activate = async () => {
		setActivationError( '' );
		try {
			await updateModuleStatus( MODULE, true );
		} catch ( failure ) {
			setActivationError(
				errorMessage(
					failure,
					__(
						'The ads module could not be activated.',
						'jetpack-blocks'
					)
				)
			);
		}
	};

	if ( moduleState === 'checking' ) {
		return (
			<div { ...blockProps }>
				<Skeleton width={ info.width } height={ info.height } />
			</div>
		);
	}

	if ( moduleState !== 'active' ) {
		return (
			<div { ...blockProps }>
				<ActivationPlaceholder
					activating={ moduleState === 'activating' }
					error={ activationError }
					onActivate={ activate }
					loadFailed={ moduleState === 'failed' }
					onRetryLoad={ () => {
						invalidateResolution( 'getModules', [] );
						invalidateResolution( 'isModuleActive', [ MODULE ] );
					} }
				/>
			</div>
		);
	}

	const configured = adCode?.configured[ info.format ] === true;

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarDropdownMenu
						icon={ icon }
						label={ __( 'Pick an ad format', 'jetpack-blocks' ) }
						text={ adFormatLabel( info.format ) }
						controls={ AD_FORMATS.map( ( { format } ) => ( {
							title: adFormatLabel( format ),
							isActive: format === info.format,
							onClick: () => setAttributes( { format } ),
						} ) ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Visibility', 'jetpack-blocks' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Hide on mobile', 'jetpack-blocks' ) }
						help={ __(
							'Hides this ad on screens 600 pixels wide or narrower.',
							'jetpack-blocks'
						) }
						checked={ attributes.hideMobile }
						onChange={ ( hideMobile: boolean ) =>
							setAttributes( { hideMobile } )
						}
					/>
				</PanelBody>
				{ adCode?.can_edit && (
					<AdCodePanel
						format={ info.format }
						state={ adCode }
						onSaved={ setAdCode }
					/>
				) }
			</InspectorControls>
			{ adCode === null && ! adCodeError ? (
				<Skeleton width={ info.width } height={ info.height } />
			) : (
				<div
					className="jetpack-wordads__preview"
					style={ { width: info.width, height: info.height } }
					data-format={ info.format }
				>
					<span>{ adFormatLabel( info.format ) }</span>
				</div>
			) }
			{ adCodeError && (
				<Notice
					className="jetpack-wordads__notice"
					status="error"
					isDismissible={ false }
					actions={ [
						{
							label: __( 'Try again', 'jetpack-blocks' ),
							onClick: loadAdCode,
						},
					] }
				>
					{ adCodeError }
				</Notice>
			) }
			{ adCode && (
				<Notice
					className="jetpack-wordads__notice"
					status={ configured ? 'info' : 'warning' }
					isDismissible={ false }
				>
					{ configured &&
						__(
							'Visitors see the ad code set for this size here.',
							'jetpack-blocks'
						) }
					{ ! configured &&
						__(
							'No ad network is configured: visitors see nothing here until one is.',
							'jetpack-blocks'
						) }
					{ ! configured &&
						! adCode.can_edit &&
						' ' +
							__(
								'An administrator can set the ad code for this size in the block settings.',
								'jetpack-blocks'
							) }
					{ ! configured &&
						adCode.can_edit &&
						' ' +
							__(
								'Paste your ad network’s code for this size under "Ad code" in the block settings.',
								'jetpack-blocks'
							) }
				</Notice>
			) }
		</div>
	);
}
