/**
 * The plugin's modules as the store keeps them (spec 000 §3 "Module"): keyed by name, each with its
 * `activated` flag; whether the list is loading and which modules are being switched.
 */
import type { ModuleData, ModulesResponse } from '../../shared/api/types';

export type { ModuleData, ModulesResponse };

export interface ModulesState {
	modules: ModulesResponse;
	isLoading: boolean;
	/** Names of the modules being switched on or off. */
	updating: Record< string, boolean >;
	/** Whether the modules have been received at least once. */
	hasLoaded: boolean;
}

export type ModulesAction =
	| { type: 'SET_IS_LOADING'; isLoading: boolean }
	| { type: 'RECEIVE_MODULES'; modules: ModulesResponse }
	| { type: 'SET_MODULE_ACTIVATED'; name: string; activated: boolean }
	| { type: 'SET_MODULE_UPDATING'; name: string; isUpdating: boolean };

/** The selectors thunks read (bound: no state argument). */
export interface ModulesThunkSelect {
	getModules: () => ModulesResponse;
}

/** Selectors that wait for their resolver. */
export interface ModulesThunkResolveSelect {
	getModules: () => Promise< ModulesResponse >;
}

/** What @wordpress/data passes to the store's thunks: dispatch takes actions and thunks. */
export interface ModulesThunkDispatch {
	( action: ModulesAction ): unknown;
	< R >( thunk: ModulesThunk< R > ): R;
}

export interface ModulesThunkArgs {
	dispatch: ModulesThunkDispatch;
	select: ModulesThunkSelect;
	resolveSelect: ModulesThunkResolveSelect;
}

export type ModulesThunk< R = Promise< void > > = (
	args: ModulesThunkArgs
) => R;
