/**
 * Which forms have their AI bar open. The form block owns its bar, but a field block's toolbar can
 * open it too (spec 000 §1: the bar is attached to the form and its field blocks), so the state
 * lives here, shared by the form's and the fields' edit chunks, instead of in the form's React
 * state.
 */
import { useEffect, useState } from '@wordpress/element';

const open = new Set< string >();
const listeners = new Set< () => void >();

function notify(): void {
	listeners.forEach( ( listener ) => listener() );
}

export function isFormAiBarOpen( formClientId: string ): boolean {
	return open.has( formClientId );
}

export function setFormAiBarOpen(
	formClientId: string,
	isOpen: boolean
): void {
	if ( isOpen === open.has( formClientId ) ) {
		return;
	}
	if ( isOpen ) {
		open.add( formClientId );
	} else {
		open.delete( formClientId );
	}
	notify();
}

export function toggleFormAiBar( formClientId: string ): void {
	setFormAiBarOpen( formClientId, ! open.has( formClientId ) );
}

/** Whether the form's bar is open, re-rendering when it opens or closes. */
export function useFormAiBarOpen( formClientId: string ): boolean {
	const [ isOpen, setIsOpen ] = useState( () =>
		isFormAiBarOpen( formClientId )
	);
	useEffect( () => {
		const listener = () => setIsOpen( isFormAiBarOpen( formClientId ) );
		listeners.add( listener );
		listener();
		return () => {
			listeners.delete( listener );
		};
	}, [ formClientId ] );
	return isOpen;
}
