/**
 * Modules selectors. Reading modules fetches them once (resolvers.ts).
 */
import type { ModuleData, ModulesResponse, ModulesState } from './types';

/** All modules by name; the resolver fetches them once. */
export function getModules( state: ModulesState ): ModulesResponse {
	return state.modules;
}

export function getModule(
	state: ModulesState,
	name: string
): ModuleData | undefined {
	return state.modules[ name ];
}

export function isModuleActive( state: ModulesState, name: string ): boolean {
	return state.modules[ name ]?.activated === true;
}

/** Whether the modules are being fetched. */
export function isLoading( state: ModulesState ): boolean {
	return state.isLoading;
}

export function isModuleUpdating( state: ModulesState, name: string ): boolean {
	return state.updating[ name ] === true;
}
