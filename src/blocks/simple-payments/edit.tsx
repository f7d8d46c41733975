/**
 * Editor of jetpack/simple-payments (spec 002 §2, §4–§7).
 *
 * The block describes one product, a jp_pay_product post saved through the editor's entity store:
 * created as a draft when the block first renders for a user who may publish, published each time
 * the post is saved with a valid block. The block's attributes are filled once from that record.
 * It shows a skeleton while the record loads, a preview when deselected and valid, the form
 * otherwise; deselecting checks the fields (validation.ts) and editing a field clears its message.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	SelectControl,
	Spinner,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import {
	formatCurrency,
	getCurrency,
	SIMPLE_PAYMENTS_CURRENCIES,
} from '../../shared/currencies';
import { PRODUCT_POST_TYPE } from './constants';
import {
	productQuery,
	productPayload,
	fillFromProduct,
	errorsFromSaveFailure,
} from './product';
import type { ProductRecord, SimplePaymentsAttributes } from './types';
import {
	priceText as textOfPrice,
	readPrice,
	validateAll,
	type Field,
	type FieldErrors,
} from './validation';

type Props = BlockEditProps< SimplePaymentsAttributes >;

interface PaymentsStatus {
	connected_account_id?: string | null;
	connect_url?: string | null;
	earnings_url?: string;
}

/** In a widget area, how long after the last change the product is saved. */
const WIDGET_SAVE_DELAY_MS = 1000;

const STATUS_PATH =
	'/wpcom/v2/memberships/status?source=gutenberg&type=all&is_editable=true';

// The stores are addressed by name; their selectors are typed here as far as this block uses them.
/* eslint-disable @typescript-eslint/no-explicit-any -- untyped registry selectors */
type AnySelect = ( store: string ) => any;
/* eslint-enable @typescript-eslint/no-explicit-any */

interface CurrentPost {
	id?: number;
	link?: string;
	_links?: Record< string, unknown >;
}

interface MediaRecord {
	source_url?: string;
	alt_text?: string;
	title?: { rendered?: string; raw?: string };
}

function usePaymentsStatus(): PaymentsStatus | null {
	const [ status, setStatus ] = useState< PaymentsStatus | null >( null );
	useEffect( () => {
		let live = true;
		apiFetch< PaymentsStatus >( { path: STATUS_PATH } )
			.then( ( answer ) => live && setStatus( answer ) )
			// Without the status the form still works; only the account hint is missing.
			.catch( () => live && setStatus( {} ) );
		return () => {
			live = false;
		};
	}, [] );
	return status;
}

function FieldError( { message }: { message?: string } ) {
	return message ? (
		<span className="simple-payments__error">{ message }</span>
	) : null;
}

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: Props ) {
	const {
		content,
		currency,
		email,
		featuredMediaId,
		featuredMediaTitle,
		featuredMediaUrl,
		multiple,
		postLinkText,
		postLinkUrl,
		price,
		productId,
		title,
	} = attributes;

	const {
		product,
		productLoaded,
		post,
		home,
		isSaving,
		isSavingWidgets,
		media,
	} = useSelect(
		( select ) => {
			const core = ( select as AnySelect )( 'core' );
			const editor = ( select as AnySelect )( 'core/editor' );
			// Registered only in the block widget editor (Appearance → Widgets).
			const widgets = ( select as AnySelect )( 'core/edit-widgets' );
			// Looked up through the collection, so a product that is not on this site (a post
			// imported from elsewhere) is an empty answer rather than a failed request.
			const args = [
				'postType',
				PRODUCT_POST_TYPE,
				productQuery( productId ),
			];
			const found = productId
				? ( core.getEntityRecords( ...args ) as ProductRecord[] | null )
				: null;
			return {
				product: found?.[ 0 ],
				productLoaded: productId
					? Boolean(
							core.hasFinishedResolution(
								'getEntityRecords',
								args
							)
						)
					: true,
				post: ( editor?.getCurrentPost?.() ??
					null ) as CurrentPost | null,
				home: ( core.getEntityRecord( 'root', '__unstableBase' )
					?.home ?? null ) as string | null,
				isSaving: Boolean(
					editor?.isSavingPost?.() && ! editor?.isAutosavingPost?.()
				),
				isSavingWidgets: Boolean( widgets?.isSavingWidgetAreas?.() ),
				media: featuredMediaId
					? ( core.getMedia( featuredMediaId ) as
							MediaRecord | undefined )
					: undefined,
			};
		},
		[ productId, featuredMediaId ]
	);
	const { saveEntityRecord } = useDispatch( 'core' ) as unknown as {
		saveEntityRecord: (
			kind: string,
			name: string,
			record: object,
			options?: { throwOnError?: boolean }
		) => Promise< ProductRecord | undefined >;
	};
	const status = usePaymentsStatus();
	const hasPublishAction = Boolean( post?._links?.[ 'wp:action-publish' ] );
	// The widget editor and the Customizer edit no post: there the product is created when the
	// block appears and saved when the block is left valid (spec 002 §4, §6: widget contexts save
	// "on change or on mount", whoever edits them).
	const inWidgets = ! post?.id;

	const [ priceInput, setPriceInput ] = useState( () =>
		textOfPrice( price )
	);
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ saveError, setSaveError ] = useState< string | null >( null );
	const [ savingProduct, setSavingProduct ] = useState( false );
	const savingRef = useRef( false );

	// The latest values, for the save started by the post save (an effect of another render).
	const latest = useRef( { attributes, priceInput } );
	latest.current = { attributes, priceInput };

	const check = useCallback( (): FieldErrors => {
		const { attributes: now, priceInput: text } = latest.current;
		const found = validateAll( {
			title: now.title,
			email: now.email,
			currency: now.currency,
			priceText: text,
		} );
		setErrors( found );
		return found;
	}, [] );

	const saveProduct = useCallback(
		async ( asNew = false ) => {
			if ( savingRef.current ) {
				return;
			}
			savingRef.current = true;
			setSavingProduct( true );
			setSaveError( null );
			try {
				const record = await saveEntityRecord(
					'postType',
					PRODUCT_POST_TYPE,
					productPayload(
						asNew
							? {
									...latest.current.attributes,
									productId: undefined,
								}
							: latest.current.attributes
					),
					{ throwOnError: true }
				);
				if (
					record?.id &&
					record.id !== latest.current.attributes.productId
				) {
					setAttributes( { productId: record.id } );
				}
			} catch ( error ) {
				const { fields, message } = errorsFromSaveFailure( error );
				setErrors( ( before ) => ( { ...before, ...fields } ) );
				setSaveError( message );
			} finally {
				savingRef.current = false;
				setSavingProduct( false );
			}
		},
		[ saveEntityRecord, setAttributes ]
	);

	// A user who may publish gets the product created (as a draft) as soon as the block exists, or
	// as soon as it turns out the block's product is not on this site.
	const productMissing = Boolean( productId && productLoaded && ! product );
	useEffect( () => {
		if (
			( ! productId || productMissing ) &&
			( hasPublishAction || inWidgets )
		) {
			saveProduct( true );
		}
		// Only when the block appears, its product is found missing, or the right to publish
		// becomes known.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ hasPublishAction, inWidgets, productMissing ] );

	// Saving the post publishes the product, when the block is valid. In a widget area no post
	// save follows: there the widget areas' save does (Update pressed while the block is still
	// selected), as do a change, a second after the last one (the Customizer keeps changes as they
	// are made: spec 002 §4, "in widget contexts on customizer change"), and leaving the block.
	const saveStarts =
		( isSaving && hasPublishAction ) || ( isSavingWidgets && inWidgets );
	const wasSaving = useRef( saveStarts );
	useEffect( () => {
		if ( saveStarts && ! wasSaving.current ) {
			if ( Object.keys( check() ).length === 0 ) {
				saveProduct( productMissing );
			}
		}
		wasSaving.current = saveStarts;
	}, [ saveStarts, productMissing, check, saveProduct ] );
	const changeCount = useRef( 0 );
	useEffect( () => {
		// The first run is the block appearing (its product is created then, above); only
		// changes made after the product exists are saved here.
		changeCount.current += 1;
		if ( ! inWidgets || changeCount.current === 1 || ! productId ) {
			return;
		}
		let timer: ReturnType< typeof setTimeout >;
		const attempt = () => {
			// A save still on its way would skip this one: wait for it.
			if ( savingRef.current ) {
				timer = setTimeout( attempt, WIDGET_SAVE_DELAY_MS );
				return;
			}
			const { attributes: now, priceInput: text } = latest.current;
			const valid =
				Object.keys(
					validateAll( {
						title: now.title,
						email: now.email,
						currency: now.currency,
						priceText: text,
					} )
				).length === 0;
			if ( valid ) {
				saveProduct( productMissing );
			}
		};
		timer = setTimeout( attempt, WIDGET_SAVE_DELAY_MS );
		return () => clearTimeout( timer );
		// Every field the product stores; not productId (set by the save itself).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [
		title,
		content,
		currency,
		email,
		multiple,
		priceInput,
		featuredMediaId,
	] );

	// Deselecting checks the fields; in a widget area a valid block's product is saved then too.
	const wasSelected = useRef( isSelected );
	useEffect( () => {
		if ( wasSelected.current && ! isSelected ) {
			const found = check();
			if ( inWidgets && Object.keys( found ).length === 0 ) {
				saveProduct( productMissing );
			}
		}
		wasSelected.current = isSelected;
	}, [ isSelected, check, inWidgets, productMissing, saveProduct ] );

	// The stored product fills what the block does not hold yet, once.
	const filled = useRef( false );
	useEffect( () => {
		if ( filled.current || ! product ) {
			return;
		}
		filled.current = true;
		const changes = fillFromProduct( attributes, product );
		if ( Object.keys( changes ).length ) {
			setAttributes( changes );
			if ( changes.price !== undefined ) {
				setPriceInput( textOfPrice( changes.price ) );
			}
		}
	}, [ product, attributes, setAttributes ] );

	// The image's address and text come from its media record when only the id is known.
	useEffect( () => {
		if ( ! media?.source_url || media.source_url === featuredMediaUrl ) {
			return;
		}
		setAttributes( {
			featuredMediaUrl: media.source_url,
			featuredMediaTitle:
				media.alt_text ||
				media.title?.raw ||
				media.title?.rendered ||
				'',
		} );
	}, [ media, featuredMediaUrl, setAttributes ] );

	// The stored fallback link leads to the post itself (emails, AMP, the plugin switched off): its
	// short link, which stays the same when the post is published or its slug changes.
	const shortLink =
		home && post?.id
			? addQueryArgs( home.replace( /\/?$/, '/' ), { p: post.id } )
			: null;
	useEffect( () => {
		if ( shortLink && shortLink !== postLinkUrl ) {
			setAttributes( { postLinkUrl: shortLink } );
		}
	}, [ shortLink, postLinkUrl, setAttributes ] );

	const edit = (
		field: Field,
		changes: Partial< SimplePaymentsAttributes >
	) => {
		setAttributes( changes );
		if ( errors[ field ] ) {
			setErrors( ( { [ field ]: _cleared, ...rest } ) => rest );
		}
	};

	const onPriceChange = ( text: string ) => {
		setPriceInput( text );
		const { value } = readPrice( text, currency );
		edit( 'price', { price: value ?? undefined } );
	};

	const onCurrencyChange = ( code: string ) => {
		edit( 'currency', { currency: code } );
		// The same text may be a valid price in one currency and not in another.
		if ( errors.price ) {
			setErrors( ( before ) => ( {
				...before,
				price: readPrice( priceInput, code ).error ?? undefined,
			} ) );
		}
	};

	const blockProps = useBlockProps( {
		className: 'jetpack-simple-payments-wrapper',
	} );

	if ( ! productLoaded ) {
		return (
			<div { ...blockProps } aria-busy="true">
				<div className="simple-payments__skeleton">
					<div className="simple-payments__skeleton-image" />
					<div className="simple-payments__skeleton-lines">
						<span />
						<span />
						<span />
					</div>
				</div>
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Loading the product…', 'jetpack-blocks' ) }
				</span>
			</div>
		);
	}

	const valid =
		Object.keys(
			validateAll( { title, email, currency, priceText: priceInput } )
		).length === 0;

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Settings', 'jetpack-blocks' ) }>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Purchase link text', 'jetpack-blocks' ) }
					help={ __(
						'Shown instead of the purchase button where buttons do not work, such as in emails.',
						'jetpack-blocks'
					) }
					placeholder={ __(
						'Click here to purchase',
						'jetpack-blocks'
					) }
					value={ postLinkText ?? '' }
					onChange={ ( text ) =>
						setAttributes( { postLinkText: text } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! isSelected && valid && productId ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<div className="jetpack-simple-payments-product simple-payments__preview">
					{ featuredMediaUrl && (
						<div className="jetpack-simple-payments-product-image">
							<figure className="jetpack-simple-payments-image">
								<img
									src={ featuredMediaUrl }
									alt={ featuredMediaTitle ?? '' }
								/>
							</figure>
						</div>
					) }
					<div className="jetpack-simple-payments-details">
						<p className="jetpack-simple-payments-title">
							{ title }
						</p>
						{ content && (
							<p className="jetpack-simple-payments-description">
								{ content }
							</p>
						) }
						<p className="jetpack-simple-payments-price">
							{ typeof price === 'number'
								? formatCurrency( price, currency )
								: null }
						</p>
						{ /* The button visitors get (render.php), shown as it looks; it does nothing here. */ }
						<span className="simple-payments__button-preview jetpack-simple-payments-button wp-element-button">
							{ __( 'Buy now', 'jetpack-blocks' ) }
						</span>
					</div>
				</div>
			</div>
		);
	}

	const decimals = getCurrency( currency ).precision;
	const connected = Boolean( status?.connected_account_id );

	return (
		<div { ...blockProps }>
			{ settings }
			<div className="simple-payments__form">
				<div className="simple-payments__image">
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ [ 'image' ] }
							value={ featuredMediaId || undefined }
							onSelect={ ( chosen ) =>
								setAttributes( {
									featuredMediaId: chosen.id,
									featuredMediaUrl: chosen.url,
									featuredMediaTitle:
										chosen.alt || chosen.title || '',
								} )
							}
							render={ ( { open } ) => (
								<Button
									variant="secondary"
									onClick={ open }
									className="simple-payments__image-button"
								>
									{ featuredMediaUrl ? (
										<img
											src={ featuredMediaUrl }
											alt={ sprintf(
												/* translators: %s: image description. */
												__(
													'Product Image: %s (choose another)',
													'jetpack-blocks'
												),
												featuredMediaTitle ?? ''
											) }
										/>
									) : (
										__( 'Product Image', 'jetpack-blocks' )
									) }
								</Button>
							) }
						/>
					</MediaUploadCheck>
					{ featuredMediaId > 0 && (
						<Button
							variant="link"
							isDestructive
							onClick={ () =>
								setAttributes( {
									featuredMediaId: 0,
									featuredMediaUrl: null,
									featuredMediaTitle: null,
								} )
							}
						>
							{ __( 'Remove image', 'jetpack-blocks' ) }
						</Button>
					) }
				</div>
				<div className="simple-payments__fields">
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Item name', 'jetpack-blocks' ) }
						value={ title }
						onChange={ ( text ) =>
							edit( 'title', { title: text } )
						}
						help={ <FieldError message={ errors.title } /> }
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __(
							'Describe your item in a few words',
							'jetpack-blocks'
						) }
						value={ content }
						onChange={ ( text ) =>
							setAttributes( { content: text } )
						}
					/>
					<div className="simple-payments__price-row">
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Currency', 'jetpack-blocks' ) }
							value={ currency }
							options={ [
								...( SIMPLE_PAYMENTS_CURRENCIES.includes(
									currency
								)
									? []
									: [
											{
												value: currency,
												label: currency,
											},
										] ),
								...SIMPLE_PAYMENTS_CURRENCIES.map(
									( code ) => ( {
										value: code,
										label: `${ code } ${ getCurrency( code ).symbol }`,
									} )
								),
							] }
							onChange={ onCurrencyChange }
							help={ <FieldError message={ errors.currency } /> }
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Price', 'jetpack-blocks' ) }
							inputMode={ decimals > 0 ? 'decimal' : 'numeric' }
							value={ priceInput }
							onChange={ onPriceChange }
							help={ <FieldError message={ errors.price } /> }
						/>
					</div>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Allow people to buy more than one item at a time',
							'jetpack-blocks'
						) }
						checked={ multiple }
						onChange={ ( on ) => setAttributes( { multiple: on } ) }
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="email"
						label={ __( 'Email', 'jetpack-blocks' ) }
						value={ email }
						onChange={ ( text ) =>
							edit( 'email', { email: text } )
						}
						help={
							errors.email ? (
								<FieldError message={ errors.email } />
							) : (
								__(
									'Where the order details are sent.',
									'jetpack-blocks'
								)
							)
						}
					/>
					<p className="simple-payments__provider">
						{ __(
							'Test mode: no card payment provider is configured on this site. Purchases go to its local test checkout and are listed under Earnings; no money changes hands.',
							'jetpack-blocks'
						) }{ ' ' }
						{ status?.connect_url && ! connected && (
							<ExternalLink href={ status.connect_url }>
								{ __(
									'Create a payment account (local test account)',
									'jetpack-blocks'
								) }
							</ExternalLink>
						) }
						{ connected && status?.earnings_url && (
							<ExternalLink href={ status.earnings_url }>
								{ __( 'View earnings', 'jetpack-blocks' ) }
							</ExternalLink>
						) }
					</p>
					{ status && ! connected && (
						<Notice status="warning" isDismissible={ false }>
							<p>
								{ __(
									'Visitors will not see this block until a payment account is connected.',
									'jetpack-blocks'
								) }
							</p>
							{ status.connect_url && (
								// Links in the canvas do not navigate (the editor stops them): a button opens it.
								<Button
									variant="primary"
									onClick={ () =>
										window.open(
											status.connect_url ?? '',
											'_blank',
											'noopener'
										)
									}
								>
									{ __( 'Connect', 'jetpack-blocks' ) }
								</Button>
							) }
						</Notice>
					) }
					{ ! hasPublishAction && ! productId && ! inWidgets && (
						<Notice status="info" isDismissible={ false }>
							{ __(
								'Only people who may publish this post can create the product. Someone who can publish will complete it.',
								'jetpack-blocks'
							) }
						</Notice>
					) }
					{ saveError && (
						<Notice status="error" isDismissible={ false }>
							{ saveError }{ ' ' }
							<Button
								variant="link"
								onClick={ () => saveProduct( productMissing ) }
								disabled={ savingProduct }
							>
								{ __( 'Try again', 'jetpack-blocks' ) }
							</Button>
						</Notice>
					) }
					{ savingProduct && (
						<p className="simple-payments__saving" role="status">
							<Spinner />
							{ __( 'Saving the product…', 'jetpack-blocks' ) }
						</p>
					) }
				</div>
			</div>
		</div>
	);
}
