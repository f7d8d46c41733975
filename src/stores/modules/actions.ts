/**
 * Modules actions (spec 000 §4 "Module update"). Fetching and switching are thunks.
 */
import {
	fetchModules as apiFetchModules,
	updateModuleActivation,
} from '../../shared/api';
import type { ModulesAction, ModulesResponse, ModulesThunk } from './types';

export function setIsLoading( isLoading: boolean ): ModulesAction {
	return { type: 'SET_IS_LOADING', isLoading };
}

export function receiveModules( modules: ModulesResponse ): ModulesAction {
	return { type: 'RECEIVE_MODULES', modules };
}

/** Sets one module's `activated` flag locally (the optimistic switch). */
export function setModuleActivated(
	name: string,
	activated: boolean
): ModulesAction {
	return { type: 'SET_MODULE_ACTIVATED', name, activated };
}

export function setModuleUpdating(
	name: string,
	isUpdating: boolean
): ModulesAction {
	return { type: 'SET_MODULE_UPDATING', name, isUpdating };
}

/** Fetches all modules; isLoading is set meanwhile. A failure is thrown. */
export function fetchModules(): ModulesThunk {
	return async ( { dispatch } ) => {
		dispatch( setIsLoading( true ) );
		try {
			dispatch( receiveModules( await apiFetchModules() ) );
		} finally {
			dispatch( setIsLoading( false ) );
		}
	};
}

/**
 * Switches a module on or off: it is marked updating and its `activated` flag set at once, the
 * flag is POSTed and all modules fetched again. On failure the previous modules are restored and
 * the error thrown (the UI shows a notice). The updating mark is always cleared.
 */
export function updateModuleStatus(
	name: string,
	active: boolean
): ModulesThunk {
	return async ( { dispatch, select } ) => {
		const previous = select.getModules();
		dispatch( setModuleUpdating( name, true ) );
		dispatch( setModuleActivated( name, active ) );
		try {
			await updateModuleActivation( name, active );
			dispatch( receiveModules( await apiFetchModules() ) );
		} catch ( error ) {
			dispatch( receiveModules( previous ) );
			throw error;
		} finally {
			dispatch( setModuleUpdating( name, false ) );
		}
	};
}
