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
	{
		// Layering: src/shared is the ground floor. The stores build on it, and what composes stores
		// (src/ai) and the surfaces (blocks, extensions, admin pages, the editor entry) build on both.
		// A shared module that needs a store's state takes it as a parameter or reports to a listener
		// the store installs (shared/ai-client/usage-events.ts); tests included.
		files: [ 'src/shared/**' ],
		rules: {
			'import/no-restricted-paths': [
				'error',
				{
					basePath: __dirname,
					zones: [
						{
							target: './src/shared',
							from: './src/stores',
							message:
								'src/shared must not import stores: move what reads a store up (src/ai, or the store itself), or pass what the shared module needs in.',
						},
						{
							target: './src/shared',
							from: [
								'./src/ai',
								'./src/blocks',
								'./src/extensions',
								'./src/admin',
								'./src/editor.ts',
							],
							message:
								'src/shared must not import the modules built on it.',
						},
					],
				},
			],
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
