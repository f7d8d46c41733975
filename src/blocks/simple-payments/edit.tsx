/**
 * Editor of jetpack/simple-payments (spec 002 §2, §4–§7).
 *
 * The block describes one product, a jp_pay_product post saved through the editor's entity store:
 * created as a draft when the block first renders for a user who may publish, published each time
 * the post is saved with a valid block. The block's attributes are filled once from that record.
 * It shows a skeleton while the record loads, a preview when deselected and valid, the form
 * otherwise; deselecting checks the fields (validation.ts) and editing a field clears its message.
 *
 * Here: the form and the sidebar. The product's saves are hooks/use-product-sync.ts, what the block
 * reads from the stores hooks/use-editing-context.ts, the payment account's state
 * hooks/use-payments-status.ts, the skeleton and the preview components/product-preview.tsx.
 */
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
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import {
	getCurrency,
	SIMPLE_PAYMENTS_CURRENCIES,
} from '../../shared/currencies';
import type { SimplePaymentsAttributes } from './types';
import { ProductPreview, ProductSkeleton } from './components/product-preview';
import { useEditingContext } from './hooks/use-editing-context';
import { usePaymentsStatus } from './hooks/use-payments-status';
import { useProductSync } from './hooks/use-product-sync';
import { readPrice, validateAll, type Field } from './validation';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

type Props = BlockEditProps< SimplePaymentsAttributes >;

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
		productId,
		title,
	} = attributes;

	const context = useEditingContext( productId, featuredMediaId );
	const { productLoaded, post, home, media } = context;
	const status = usePaymentsStatus();
	const {
		priceInput,
		setPriceInput,
		errors,
		setErrors,
		saveError,
		savingProduct,
		saveProduct,
		productMissing,
		hasPublishAction,
		inWidgets,
	} = useProductSync( { attributes, setAttributes, isSelected, context } );

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
				<ProductSkeleton />
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
				<ProductPreview attributes={ attributes } />
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
