/**
 * Modules state: the modules by name, whether the list is loading, and the modules being switched.
 */
import type { ModulesAction, ModulesState } from './types';

export const initialState: ModulesState = {
	modules: {},
	isLoading: false,
	updating: {},
	hasLoaded: false,
};

export default function reducer(
	state: ModulesState = initialState,
	action: ModulesAction
): ModulesState {
	switch ( action.type ) {
		case 'SET_IS_LOADING':
			return { ...state, isLoading: action.isLoading };
		case 'RECEIVE_MODULES':
			return { ...state, modules: action.modules, hasLoaded: true };
		case 'SET_MODULE_ACTIVATED': {
			const module = state.modules[ action.name ];
			if ( module === undefined ) {
				return state;
			}
			return {
				...state,
				modules: {
					...state.modules,
					[ action.name ]: { ...module, activated: action.activated },
				},
			};
		}
		case 'SET_MODULE_UPDATING': {
			const { [ action.name ]: _previous, ...others } = state.updating;
			return {
				...state,
				updating: action.isUpdating
					? { ...others, [ action.name ]: true }
					: others,
			};
		}
		default:
			return state;
	}
}
