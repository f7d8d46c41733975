/**
 * Lint: the WordPress recommended rules, TypeScript-aware, with the text domain read from the
 * plugin header (so every __() call names the same domain that WordPress loads).
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );
const { readPluginHeader } = require( './scripts/plugin-header.cjs' );

const { textDomain } = readPluginHeader();

module.exports = [
	{ ignores: [ '**/build/**', '**/node_modules/**', '.wordpress/**', 'test-results/**', 'playwright-report/**' ] },
	...wpPlugin.configs.recommended,
	{
		rules: {
			'@wordpress/i18n-text-domain': [ 'error', { allowedTextDomain: textDomain } ],
			// Types are checked by tsc; JSDoc types would repeat them.
			'jsdoc/require-param-type': 'off',
			'jsdoc/require-returns-type': 'off',
			'jsdoc/require-param': 'off',
		},
	},
	{
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: {
			'@typescript-eslint/no-explicit-any': 'error',
		},
	},
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/fixtures/**/*.{ts,tsx}', 'tests/*.ts' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.{ts,tsx}' ],
	} ) ),
	{
		// Playwright fixtures call `use()`, which is not a React hook.
		files: [ 'tests/e2e/**' ],
		rules: { 'react-hooks/rules-of-hooks': 'off' },
	},
	{
		files: [ 'tests/setup-unit.ts', 'tests/e2e/global-setup.ts', 'scripts/**', 'webpack.config.js', 'eslint.config.cjs', 'tests/jest.config.js', 'tests/e2e/playwright.config.ts' ],
		rules: { 'no-console': 'off' },
	},
];
