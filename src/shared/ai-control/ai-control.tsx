/**
 * The AI prompt control (spec 000 §2 "AI prompt control", §4 "Prompt control"): a growing prompt
 * field with Generate, and by state Stop, Cancel, or Discard / Regenerate / Accept.
 *
 * - While a request is in flight (requesting, suggesting) the field is disabled and Stop replaces
 *   Generate; Esc anywhere in the control stops the request.
 * - Editing: once a prompt has been sent, typing something different from it shows Cancel, which
 *   puts the last sent prompt back. Sending stores the prompt and leaves editing. A value set from
 *   outside (e.g. cleared after Accept) becomes the new baseline rather than an edit.
 * - Accept mode (showAccept and state done, not editing): Discard, Regenerate and Accept. Ctrl/Cmd +
 *   Enter accepts; Enter alone still sends.
 * - Enter sends, Shift+Enter starts a new line. Generate is disabled for an empty prompt or a
 *   disabled control.
 *
 * Focus follows the action: sending moves it to Stop (the field is about to be disabled), and when
 * Stop goes away focus returns to the field; Cancel and Discard return focus to the field.
 */
import { Button, VisuallyHidden } from '@wordpress/components';
import {
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type {
	ChangeEvent,
	KeyboardEvent,
	ReactElement,
	ReactNode,
	Ref,
} from 'react';
import { PRODUCT_NAME } from '../plugin-identity';
import { AiStatusIndicator } from './ai-status-indicator';
import {
	acceptIcon,
	cancelIcon,
	discardIcon,
	regenerateIcon,
	sendIcon,
	stopIcon,
} from './icons';
import { isBusyState, type RequestingState } from './types';

export interface AIControlProps {
	/** The prompt text (controlled). */
	value: string;
	placeholder?: string;
	/** The field's accessible name; default "AI prompt". */
	label?: string;
	/** Locks the field and the request buttons (e.g. no connection). */
	disabled?: boolean;
	state: RequestingState;
	onChange: ( value: string ) => void;
	onSend: ( value: string ) => void;
	onStop: () => void;
	onAccept?: () => void;
	onDiscard?: () => void;
	onRegenerate?: () => void;
	/** Accept mode: once the request is done, offer Discard, Regenerate and Accept. */
	showAccept?: boolean;
	/** Accept button text; default "Accept". */
	acceptLabel?: string;
	/** Drops the field's border and background (for use inside another surface). */
	isTransparent?: boolean;
	/** False shows icon-only buttons (same accessible names). Default true. */
	showButtonLabels?: boolean;
	/** Shows the status indicator (and its screen-reader announcements) before the field. Default true. */
	showStatusIndicator?: boolean;
	/** Rendered above the field (reconnect, rate-limit or upgrade banner). */
	banner?: ReactNode;
	/** Rendered under the field (an error message). */
	error?: ReactNode;
	/** Rendered last (guidelines or upgrade footer). */
	footer?: ReactNode;
	/**
	 * Moves focus to the field this many ms after the control mounts (spec 000 §9: 100 ms after the
	 * form bar opens, 300 ms after the AI block is inserted). Undefined: focus is left where it is.
	 */
	focusOnMountDelay?: number;
	className?: string;
}

interface ActionButtonProps {
	label: string;
	icon: ReactElement;
	showLabel: boolean;
	className: string;
	variant: 'primary' | 'secondary' | 'tertiary';
	onClick: () => void;
	disabled?: boolean;
	keyShortcuts?: string;
	buttonRef?: Ref< HTMLButtonElement >;
	onFocus?: () => void;
	onBlur?: () => void;
}

function ActionButton( {
	label,
	icon,
	showLabel,
	className,
	variant,
	onClick,
	disabled,
	keyShortcuts,
	buttonRef,
	onFocus,
	onBlur,
}: ActionButtonProps ) {
	return (
		<Button
			__next40pxDefaultSize
			ref={ buttonRef }
			className={ `jetpack-ai-control__button ${ className }` }
			variant={ variant }
			icon={ icon }
			// Icon-only: the label is the accessible name (and the tooltip).
			label={ showLabel ? undefined : label }
			disabled={ disabled }
			// Stays focusable (and announced) while disabled, so focus is never dropped.
			accessibleWhenDisabled={ disabled }
			aria-keyshortcuts={ keyShortcuts }
			onClick={ onClick }
			onFocus={ onFocus }
			onBlur={ onBlur }
		>
			{ showLabel ? label : undefined }
		</Button>
	);
}

/** Enter in a composition (IME) confirms the composed text; it must not send. */
function isComposing( event: KeyboardEvent ): boolean {
	return event.nativeEvent.isComposing || event.keyCode === 229;
}

export function AIControl( {
	value,
	placeholder,
	label,
	disabled = false,
	state,
	onChange,
	onSend,
	onStop,
	onAccept,
	onDiscard,
	onRegenerate,
	showAccept = false,
	acceptLabel,
	isTransparent = false,
	showButtonLabels = true,
	showStatusIndicator = true,
	banner,
	error,
	footer,
	focusOnMountDelay,
	className,
}: AIControlProps ) {
	const inputId = useId();
	const errorId = useId();
	const textareaRef = useRef< HTMLTextAreaElement >( null );
	const stopRef = useRef< HTMLButtonElement >( null );

	// The last prompt sent (null until one is); the field is "editing" when it differs from it.
	const [ lastSentValue, setLastSentValue ] = useState< string | null >(
		value.trim() ? value : null
	);
	// The last value this control produced. A different `value` was set from outside: adopt it as
	// the baseline (adjusting state during render, so no frame shows a stale Cancel).
	const [ knownValue, setKnownValue ] = useState( value );
	if ( value !== knownValue ) {
		setKnownValue( value );
		setLastSentValue( value.trim() ? value : null );
	}

	const isBusy = isBusyState( state );
	const isEditing =
		! isBusy && lastSentValue !== null && value !== lastSentValue;
	const isAcceptMode = showAccept && state === 'done' && ! isEditing;
	const canSend = ! disabled && ! isBusy && value.trim() !== '';

	// Focus bookkeeping across the Generate → Stop → field swaps.
	const focusStopOnBusy = useRef( false );
	const stopHasFocus = useRef( false );
	const wasBusy = useRef( isBusy );

	useEffect( () => {
		if ( isBusy && ! wasBusy.current ) {
			if ( focusStopOnBusy.current ) {
				stopRef.current?.focus();
			}
		} else if ( ! isBusy && wasBusy.current && stopHasFocus.current ) {
			// Stop had focus and is gone (React sends no blur for a removed node): back to the field.
			stopHasFocus.current = false;
			const doc = textareaRef.current?.ownerDocument;
			const active = doc?.activeElement;
			if ( ! active || active === doc?.body ) {
				textareaRef.current?.focus();
			}
		}
		focusStopOnBusy.current = false;
		wasBusy.current = isBusy;
	}, [ isBusy ] );

	// Only the delay given at mount counts: a surface asks once, when it appears.
	const initialFocusDelay = useRef( focusOnMountDelay );
	useEffect( () => {
		const delay = initialFocusDelay.current;
		if ( delay === undefined ) {
			return undefined;
		}
		const timer = setTimeout( () => textareaRef.current?.focus(), delay );
		return () => clearTimeout( timer );
	}, [] );

	// Grow with the text: reset, then fit the content (the stylesheet caps the height).
	useLayoutEffect( () => {
		const textarea = textareaRef.current;
		if ( ! textarea ) {
			return;
		}
		textarea.style.height = 'auto';
		if ( textarea.scrollHeight > 0 ) {
			textarea.style.height = `${ textarea.scrollHeight }px`;
		}
	}, [ value ] );

	const change = ( next: string ) => {
		setKnownValue( next );
		onChange( next );
	};

	const send = () => {
		if ( ! canSend ) {
			return;
		}
		setLastSentValue( value );
		focusStopOnBusy.current = true;
		onSend( value );
	};

	const cancel = () => {
		if ( lastSentValue !== null ) {
			change( lastSentValue );
		}
		textareaRef.current?.focus();
	};

	const discard = () => {
		onDiscard?.();
		textareaRef.current?.focus();
	};

	const regenerate = () => {
		focusStopOnBusy.current = true;
		onRegenerate?.();
	};

	const accept = () => onAccept?.();

	const stop = () => onStop();

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' ) {
			if ( isBusy ) {
				// Handled here: the editor must not also take Esc (e.g. to leave the block).
				event.preventDefault();
				event.stopPropagation();
				stop();
			}
			return;
		}
		if ( event.key !== 'Enter' || isComposing( event ) ) {
			return;
		}
		if ( ( event.ctrlKey || event.metaKey ) && isAcceptMode ) {
			event.preventDefault();
			accept();
			return;
		}
		if ( event.target !== textareaRef.current || event.shiftKey ) {
			return; // Shift+Enter: a new line; Enter on a button: that button.
		}
		event.preventDefault();
		send();
	};

	const generateLabel = __( 'Generate', 'jetpack-blocks' );

	let actions: ReactNode;
	if ( isBusy ) {
		actions = (
			<ActionButton
				className="jetpack-ai-control__stop"
				variant="secondary"
				label={ __( 'Stop', 'jetpack-blocks' ) }
				icon={ stopIcon }
				showLabel={ showButtonLabels }
				keyShortcuts="Escape"
				onClick={ stop }
				buttonRef={ stopRef }
				onFocus={ () => {
					stopHasFocus.current = true;
				} }
				onBlur={ () => {
					stopHasFocus.current = false;
				} }
			/>
		);
	} else if ( isAcceptMode ) {
		actions = (
			<>
				<ActionButton
					className="jetpack-ai-control__discard"
					variant="tertiary"
					label={ __( 'Discard', 'jetpack-blocks' ) }
					icon={ discardIcon }
					showLabel={ showButtonLabels }
					onClick={ discard }
				/>
				<ActionButton
					className="jetpack-ai-control__regenerate"
					variant="secondary"
					label={ __( 'Regenerate', 'jetpack-blocks' ) }
					icon={ regenerateIcon }
					showLabel={ showButtonLabels }
					disabled={ disabled }
					onClick={ regenerate }
				/>
				<ActionButton
					className="jetpack-ai-control__accept"
					variant="primary"
					label={ acceptLabel || __( 'Accept', 'jetpack-blocks' ) }
					icon={ acceptIcon }
					showLabel={ showButtonLabels }
					keyShortcuts="Control+Enter Meta+Enter"
					onClick={ accept }
				/>
			</>
		);
	} else {
		actions = (
			<>
				{ isEditing && (
					<ActionButton
						className="jetpack-ai-control__cancel"
						variant="tertiary"
						label={ __( 'Cancel', 'jetpack-blocks' ) }
						icon={ cancelIcon }
						showLabel={ showButtonLabels }
						onClick={ cancel }
					/>
				) }
				<ActionButton
					className="jetpack-ai-control__send"
					variant="primary"
					label={ generateLabel }
					icon={ sendIcon }
					showLabel={ showButtonLabels }
					disabled={ ! canSend }
					keyShortcuts="Enter"
					onClick={ send }
				/>
			</>
		);
	}

	return (
		// Key handling is delegated from the field and the buttons inside; nothing here is clickable.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			className={ [
				'jetpack-ai-control',
				`is-${ state }`,
				isTransparent && 'is-transparent',
				! showButtonLabels && 'has-icon-only-buttons',
				disabled && 'is-disabled',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
			onKeyDown={ onKeyDown }
		>
			{ banner && (
				<div className="jetpack-ai-control__banner">{ banner }</div>
			) }
			<div className="jetpack-ai-control__container">
				{ showStatusIndicator && (
					<AiStatusIndicator
						className="jetpack-ai-control__status"
						state={ state }
					/>
				) }
				<VisuallyHidden as="label" htmlFor={ inputId }>
					{ label || __( 'AI prompt', 'jetpack-blocks' ) }
				</VisuallyHidden>
				<textarea
					ref={ textareaRef }
					id={ inputId }
					className="jetpack-ai-control__input"
					rows={ 1 }
					value={ value }
					placeholder={
						placeholder ??
						sprintf(
							/* translators: %s: product name */
							__( 'Ask %s AI', 'jetpack-blocks' ),
							PRODUCT_NAME
						)
					}
					disabled={ disabled || isBusy }
					aria-describedby={ error ? errorId : undefined }
					onChange={ ( event: ChangeEvent< HTMLTextAreaElement > ) =>
						change( event.target.value )
					}
				/>
				<div className="jetpack-ai-control__actions">{ actions }</div>
			</div>
			{ error && (
				<div id={ errorId } className="jetpack-ai-control__error">
					{ error }
				</div>
			) }
			{ footer && (
				<div className="jetpack-ai-control__footer">{ footer }</div>
			) }
		</div>
	);
}
