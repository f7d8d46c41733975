/**
 * Editor of jetpack/donations: loads (or creates) the donation plans of the block's currency, then
 * shows the tabs as visitors will see them, with every text and tier amount editable in place.
 *
 * While the plans load, saving the post is locked: a block saved before it has its plans would store
 * nothing (save.tsx needs the one-time plan).
 */
import {
	BlockControls,
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	Spinner,
	ToggleControl,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	DONATION_CURRENCIES,
	formatCurrency,
	getCurrency,
	minimumAmount,
} from '../../shared/currencies';
import AmountField from './amount-field';
import {
	amountInputText,
	changeCurrency,
	customAmountDefault,
	defaultAmounts,
} from './amounts';
import metadata from './block.json';
import { DONATIONS, UNCONNECTED_PLAN_ID, defaultTexts } from './constants';
import icon from './icon';
import { loadPlans, type LoadResult } from './load-plans';
import { recordPaymentConnectClick } from '../../shared/analytics/events';
import type {
	DonationKey,
	DonationsAttributes,
	MembershipsStatus,
} from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

type LoadState =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'ready'; result: LoadResult };

interface EditorDispatch {
	lockPostSaving: ( name: string ) => void;
	unlockPostSaving: ( name: string ) => void;
}

/** The host the data comes from: this site, whose back end answers the memberships calls. */
function dataHost(): string {
	const root = ( window as { wpApiSettings?: { root?: string } } )
		.wpApiSettings?.root;
	try {
		return new URL( root ?? window.location.href, window.location.href )
			.host;
	} catch {
		return window.location.host;
	}
}

/**
 * A block that never had its plans loaded (just inserted) takes the payment account's default
 * currency; one that has (even unconnected, -1) keeps its own.
 */
function neverLoaded( attributes: DonationsAttributes ): boolean {
	const planId = attributes.oneTimeDonation?.planId;
	return planId === null || planId === undefined;
}

export default function DonationsEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< DonationsAttributes > ) {
	const blockProps = useBlockProps( { className: 'donations__editor' } );
	const { lockPostSaving, unlockPostSaving } = useDispatch(
		'core/editor'
	) as unknown as EditorDispatch;
	const [ load, setLoad ] = useState< LoadState >( { status: 'loading' } );
	const [ activeTab, setActiveTab ] =
		useState< DonationKey >( 'oneTimeDonation' );
	const [ invalidTiers, setInvalidTiers ] = useState< number[] >( [] );

	// The load reads the newest attributes when its answer arrives, not those it started with.
	const latest = useRef( attributes );
	latest.current = attributes;
	const lockName = `jetpack-donations-${ clientId }`;
	// The load must not start again when the editor hands over a new setAttributes.
	const setAttributesRef = useRef( setAttributes );
	setAttributesRef.current = setAttributes;
	const run = useRef( 0 );

	const fetchPlans = useCallback(
		async ( currency: string | undefined ) => {
			const attempt = ++run.current;
			setLoad( { status: 'loading' } );
			lockPostSaving( lockName );
			try {
				const result = await loadPlans( currency );
				if ( attempt !== run.current ) {
					return;
				}
				const current = latest.current;
				const texts = defaultTexts();
				const changed: Partial< DonationsAttributes > = {};
				if ( result.currency !== current.currency ) {
					Object.assign(
						changed,
						changeCurrency( current, result.currency )
					);
				}
				for ( const { key } of DONATIONS ) {
					const donation = {
						...( changed[ key ] ?? current[ key ] ),
					};
					donation.planId =
						result.kind === 'ready'
							? result.planIds[ key ]
							: UNCONNECTED_PLAN_ID;
					// Stored texts keep the post's markup the same whatever the editor's language later.
					donation.heading ??= texts[ key ].heading;
					donation.buttonText ??= texts[ key ].buttonText;
					donation.extraText ??= texts.extraText;
					changed[ key ] = donation;
				}
				// Untouched texts hold block.json's English default: store them in the site's language.
				if (
					( current.chooseAmountText ??
						metadata.attributes.chooseAmountText.default ) ===
					metadata.attributes.chooseAmountText.default
				) {
					changed.chooseAmountText = texts.chooseAmountText;
				}
				if (
					( current.customAmountText ??
						metadata.attributes.customAmountText.default ) ===
					metadata.attributes.customAmountText.default
				) {
					changed.customAmountText = texts.customAmountText;
				}
				// Only what differs: equal values set again would mark the post changed.
				const differing = Object.fromEntries(
					Object.entries( changed ).filter(
						( [ name, value ] ) =>
							JSON.stringify( value ) !==
							JSON.stringify(
								current[ name as keyof DonationsAttributes ]
							)
					)
				);
				if ( Object.keys( differing ).length > 0 ) {
					setAttributesRef.current( differing );
				}
				setLoad( { status: 'ready', result } );
			} catch {
				if ( attempt === run.current ) {
					setLoad( { status: 'error' } );
				}
			} finally {
				if ( attempt === run.current ) {
					unlockPostSaving( lockName );
				}
			}
		},
		[ lockName, lockPostSaving, unlockPostSaving ]
	);

	useEffect( () => {
		const current = latest.current;
		void fetchPlans(
			neverLoaded( current ) ? undefined : current.currency
		);
		const runs = run;
		return () => {
			// An answer that arrives after the block is gone changes nothing.
			runs.current++;
			unlockPostSaving( lockName );
		};
	}, [ fetchPlans, lockName, unlockPostSaving ] );

	// A hidden tab cannot stay active.
	useEffect( () => {
		if ( ! attributes[ activeTab ]?.show ) {
			setActiveTab( 'oneTimeDonation' );
		}
	}, [ attributes, activeTab ] );

	// The connect screen opens in another tab: coming back to this one checks again.
	const unconnected =
		load.status === 'ready' && load.result.kind === 'unconnected';
	useEffect( () => {
		if ( ! unconnected ) {
			return;
		}
		// Not window focus: that also fires when moving between the canvas frame and the sidebar.
		const recheck = () => {
			if ( document.visibilityState === 'visible' ) {
				void fetchPlans( latest.current.currency );
			}
		};
		document.addEventListener( 'visibilitychange', recheck );
		return () =>
			document.removeEventListener( 'visibilitychange', recheck );
	}, [ unconnected, fetchPlans ] );

	const onTierValidity = useCallback( ( index: number, valid: boolean ) => {
		setInvalidTiers( ( current ) => {
			const without = current.filter( ( item ) => item !== index );
			return valid ? without : [ ...without, index ];
		} );
	}, [] );

	if ( load.status === 'loading' ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Donations', 'jetpack-blocks' ) }
				>
					<Spinner />
					<span>
						{ __( 'Loading donation plans…', 'jetpack-blocks' ) }
					</span>
				</Placeholder>
			</div>
		);
	}

	if ( load.status === 'error' ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Donations', 'jetpack-blocks' ) }
					instructions={ sprintf(
						/* translators: %s: host name of the site whose data could not be loaded. */
						__( 'Could not load data from %s.', 'jetpack-blocks' ),
						dataHost()
					) }
				>
					<Button
						variant="secondary"
						onClick={ () =>
							void fetchPlans(
								neverLoaded( attributes )
									? undefined
									: attributes.currency
							)
						}
					>
						{ __( 'Retry', 'jetpack-blocks' ) }
					</Button>
				</Placeholder>
			</div>
		);
	}

	const { result } = load;
	const status: MembershipsStatus = result.status;
	const { currency } = attributes;
	const texts = defaultTexts();
	const shownTabs = DONATIONS.filter(
		( { key } ) => attributes[ key ]?.show
	);
	const active = attributes[ activeTab ]?.show
		? activeTab
		: 'oneTimeDonation';
	const donation = attributes[ active ];
	const tierDefaults = defaultAmounts( currency );
	const setDonation = ( changes: Partial< typeof donation > ) =>
		setAttributes( { [ active ]: { ...donation, ...changes } } );

	const currencyControls = DONATION_CURRENCIES.map( ( code ) => ( {
		title: `${ code } (${ getCurrency( code ).symbol })`,
		isActive: code === currency,
		onClick: () => {
			if ( code === currency ) {
				return;
			}
			setAttributes( changeCurrency( attributes, code ) );
			void fetchPlans( code );
		},
	} ) );

	return (
		<div { ...blockProps }>
			<BlockControls group="block">
				<ToolbarGroup>
					<ToolbarDropdownMenu
						icon={ null }
						label={ __( 'Change currency', 'jetpack-blocks' ) }
						text={ currency }
						controls={ currencyControls }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'jetpack-blocks' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show monthly donations',
							'jetpack-blocks'
						) }
						checked={ !! attributes.monthlyDonation?.show }
						onChange={ ( show ) =>
							setAttributes( {
								monthlyDonation: {
									...attributes.monthlyDonation,
									show,
								},
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show annual donations',
							'jetpack-blocks'
						) }
						checked={ !! attributes.annualDonation?.show }
						onChange={ ( show ) =>
							setAttributes( {
								annualDonation: {
									...attributes.annualDonation,
									show,
								},
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show custom amount option',
							'jetpack-blocks'
						) }
						checked={ !! attributes.showCustomAmount }
						onChange={ ( showCustomAmount ) =>
							setAttributes( { showCustomAmount } )
						}
					/>
					{ status.earnings_url && (
						<p>
							<ExternalLink href={ status.earnings_url }>
								{ __(
									'View donation earnings',
									'jetpack-blocks'
								) }
							</ExternalLink>
						</p>
					) }
				</PanelBody>
			</InspectorControls>

			{ result.kind === 'unconnected' ? (
				<Notice
					status="warning"
					isDismissible={ false }
					className="donations__notice"
				>
					<p>
						{ __(
							'Connect a payment account to accept donations. Until then this block is not shown to visitors.',
							'jetpack-blocks'
						) }
					</p>
					<p className="donations__notice-actions">
						{ /* Links in the canvas do not navigate: the editor stops them. */ }
						<Button
							variant="primary"
							onClick={ () => {
								recordPaymentConnectClick(
									'jetpack/donations'
								);
								window.open(
									result.connectUrl,
									'_blank',
									'noopener'
								);
							} }
						>
							{ __(
								'Connect payment account',
								'jetpack-blocks'
							) }
						</Button>
						<Button
							variant="secondary"
							onClick={ () => void fetchPlans( currency ) }
						>
							{ __( 'Check again', 'jetpack-blocks' ) }
						</Button>
					</p>
				</Notice>
			) : (
				status.test_mode !== false && (
					<Notice
						status="info"
						isDismissible={ false }
						className="donations__notice"
					>
						{ __(
							'Test mode: donations go to this site’s local test checkout and are listed under Earnings; no money changes hands until a real payment provider is configured.',
							'jetpack-blocks'
						) }
					</Notice>
				)
			) }

			{ shownTabs.length > 1 && (
				<div
					className="donations__tabs"
					role="tablist"
					aria-label={ __( 'Donation frequency', 'jetpack-blocks' ) }
				>
					{ shownTabs.map( ( { key } ) => (
						<button
							key={ key }
							type="button"
							role="tab"
							className={
								'donations__tab' +
								( key === active ? ' is-active' : '' )
							}
							aria-selected={ key === active }
							onClick={ () => setActiveTab( key ) }
						>
							{ texts[ key ].tab }
						</button>
					) ) }
				</div>
			) }

			<div
				className="donations__panel"
				role={ shownTabs.length > 1 ? 'tabpanel' : undefined }
			>
				<RichText
					tagName="h2"
					className="donations__heading"
					aria-label={ __( 'Heading', 'jetpack-blocks' ) }
					placeholder={ texts[ active ].heading }
					value={ donation.heading ?? texts[ active ].heading }
					onChange={ ( heading: string ) =>
						setDonation( { heading } )
					}
					allowedFormats={ [ 'core/bold', 'core/italic' ] }
				/>
				<RichText
					tagName="p"
					className="donations__choose-text"
					aria-label={ __( 'Choose amount text', 'jetpack-blocks' ) }
					placeholder={ texts.chooseAmountText }
					value={
						attributes.chooseAmountText ?? texts.chooseAmountText
					}
					onChange={ ( chooseAmountText: string ) =>
						setAttributes( { chooseAmountText } )
					}
					allowedFormats={ [ 'core/bold', 'core/italic' ] }
				/>
				<div className="donations__amounts">
					{ donation.amounts.map( ( amount, index ) => (
						<AmountField
							key={ `${ active }-${ index }` }
							index={ index }
							value={ amount }
							defaultValue={ tierDefaults[ index ] ?? amount }
							currency={ currency }
							onValidityChange={ onTierValidity }
							onChange={ ( value ) => {
								const amounts = [ ...donation.amounts ];
								amounts[ index ] = value;
								setDonation( { amounts } );
							} }
						/>
					) ) }
				</div>
				{ invalidTiers.length > 0 && (
					<p className="donations__amount-error" role="alert">
						{ sprintf(
							/* translators: %s: the smallest amount, with its currency symbol. */
							__(
								'Enter an amount of at least %s.',
								'jetpack-blocks'
							),
							formatCurrency(
								minimumAmount( currency ),
								currency
							) ?? String( minimumAmount( currency ) )
						) }
					</p>
				) }
				{ attributes.showCustomAmount && (
					<div className="donations__custom-amount">
						<RichText
							tagName="p"
							className="donations__custom-text"
							aria-label={ __(
								'Custom amount text',
								'jetpack-blocks'
							) }
							placeholder={ texts.customAmountText }
							value={
								attributes.customAmountText ??
								texts.customAmountText
							}
							onChange={ ( customAmountText: string ) =>
								setAttributes( { customAmountText } )
							}
							allowedFormats={ [ 'core/bold', 'core/italic' ] }
						/>
						<span className="donations__custom-field">
							<span
								className="donations__currency-symbol"
								aria-hidden="true"
							>
								{ getCurrency( currency ).symbol }
							</span>
							<input
								type="text"
								disabled
								aria-label={ __(
									'Custom amount (visitors fill this in)',
									'jetpack-blocks'
								) }
								placeholder={ amountInputText(
									customAmountDefault( currency ),
									currency
								) }
							/>
						</span>
					</div>
				) }
				<RichText
					tagName="p"
					className="donations__extra-text"
					aria-label={ __( 'Extra text', 'jetpack-blocks' ) }
					placeholder={ texts.extraText }
					value={ donation.extraText ?? texts.extraText }
					onChange={ ( extraText: string ) =>
						setDonation( { extraText } )
					}
				/>
				<div className="wp-block-button donations__donate">
					<RichText
						tagName="div"
						className="wp-block-button__link wp-element-button donations__donate-button"
						aria-label={ __( 'Button text', 'jetpack-blocks' ) }
						placeholder={ texts[ active ].buttonText }
						value={
							donation.buttonText ?? texts[ active ].buttonText
						}
						onChange={ ( buttonText: string ) =>
							setDonation( { buttonText } )
						}
						allowedFormats={ [] }
						withoutInteractiveFormatting
					/>
				</div>
			</div>
		</div>
	);
}
