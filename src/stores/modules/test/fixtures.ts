/**
 * Sample modules for the tests, in the shape of GET module/all.
 */
import type { ModuleData, ModulesResponse } from '../types';

export function moduleData(
	name: string,
	activated: boolean,
	overrides: Partial< ModuleData > = {}
): ModuleData {
	return {
		name,
		module: name,
		description: `The ${ name } module.`,
		activated,
		available: true,
		module_tags: [],
		options: {},
		...overrides,
	};
}

export function modules(
	...entries: Array< [ string, boolean ] >
): ModulesResponse {
	return Object.fromEntries(
		entries.map( ( [ name, activated ] ) => [
			name,
			moduleData( name, activated ),
		] )
	);
}
