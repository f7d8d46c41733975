/**
 * The modules are fetched the first time any of them is selected, once: reading one module waits
 * for the resolution of the whole list, and nothing is fetched once modules were received.
 */
import { fetchModules } from './actions';
import type { ModulesState, ModulesThunk } from './types';

export const getModules = Object.assign(
	(): ModulesThunk =>
		async ( { dispatch } ) => {
			await dispatch( fetchModules() );
		},
	{
		isFulfilled: ( state: ModulesState ): boolean => state.hasLoaded,
	}
);

export function getModule(): ModulesThunk {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getModules();
	};
}

export function isModuleActive(): ModulesThunk {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getModules();
	};
}
