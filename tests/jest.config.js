/**
 * Jest: two projects, run in this order by `npm test`.
 * - unit: tests beside the code (src/**\/*.test.ts(x)) and tests/unit.
 * - fixtures: the block fixture suite (tests/fixtures), parse → valid → serialize for every block.
 */
const path = require( 'node:path' );
const base = require( '@wordpress/scripts/config/jest-unit.config.js' );

const { readPluginHeader } = require( '../scripts/plugin-header.cjs' );

const rootDir = path.resolve( __dirname, '..' );
const { slug, textDomain, productName } = readPluginHeader();

const { reporters, ...projectBase } = base; // reporters belong to the root config.

const shared = {
	...projectBase,
	rootDir,
	// A few dependencies publish ESM only; let babel-jest compile them.
	transform: {
		'\\.m?[jt]sx?$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	transformIgnorePatterns: [
		'^(?!.*/node_modules/(uuid|nanoid|parsel-js|marked|@preact|preact|change-case|is-plain-object|@wordpress/theme|@wordpress/ui)/).*/node_modules/',
	],
	// What webpack's DefinePlugin provides in the build (src/shared/plugin-identity.ts).
	globals: { JETPACK_BLOCKS_IDENTITY: { slug, textDomain, productName } },
	// `./editor.scss?inline` (a string in the build); the preset maps only plain `.scss` imports.
	moduleNameMapper: {
		...projectBase.moduleNameMapper,
		'\\.scss\\?inline$': '<rootDir>/tests/inline-style-mock.js',
	},
	// Jest appends these to the preset's own setup files.
	setupFilesAfterEnv: [ '<rootDir>/tests/setup-unit.ts' ],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/.wordpress/',
		'<rootDir>/build/',
	],
	modulePathIgnorePatterns: [ '<rootDir>/.wordpress/', '<rootDir>/build/' ],
};

module.exports = {
	rootDir,
	reporters,
	// One test file per core. Jest's default keeps a core for its main process, which only hands
	// out files and collects results: on a two-core machine that ran the suite one file at a time.
	maxWorkers: '100%',
	projects: [
		{
			...shared,
			displayName: 'unit',
			testMatch: [
				'<rootDir>/src/**/*.test.[jt]s?(x)',
				'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
			],
		},
		{
			...shared,
			displayName: 'fixtures',
			testMatch: [ '<rootDir>/tests/fixtures/**/*.test.[jt]s?(x)' ],
		},
	],
};
