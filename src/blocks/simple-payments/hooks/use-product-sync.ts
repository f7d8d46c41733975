/**
 * Keeps Simple Payments' product record in step with the block (spec 002 §4, §6): created as a
 * draft when the block appears for a user who may publish (or in a widget area), published with a
 * valid block when the post is saved — in a widget area when the widget areas are saved, a second
 * after a change, or when the block is left —, and read back into the block once. Holds the form's
 * state that the saves need: the typed price, the fields' messages, the save's error.
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { PRODUCT_POST_TYPE } from '../constants';
import {
	productPayload,
	fillFromProduct,
	errorsFromSaveFailure,
} from '../product';
import type { ProductRecord, SimplePaymentsAttributes } from '../types';
import {
	priceText as textOfPrice,
	validateAll,
	type FieldErrors,
} from '../validation';
import type { EditingContext } from './use-editing-context';

/** In a widget area, how long after the last change the product is saved. */
const WIDGET_SAVE_DELAY_MS = 1000;

export function useProductSync( {
	attributes,
	setAttributes,
	isSelected,
	context,
}: {
	attributes: SimplePaymentsAttributes;
	setAttributes: ( changes: Partial< SimplePaymentsAttributes > ) => void;
	isSelected: boolean;
	context: EditingContext;
} ) {
	const {
		content,
		currency,
		email,
		featuredMediaId,
		multiple,
		price,
		productId,
		title,
	} = attributes;
	const { product, productLoaded, post, isSaving, isSavingWidgets } = context;
	const { saveEntityRecord } = useDispatch( 'core' ) as unknown as {
		saveEntityRecord: (
			kind: string,
			name: string,
			record: object,
			options?: { throwOnError?: boolean }
		) => Promise< ProductRecord | undefined >;
	};
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

	return {
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
	};
}
