/**
 * `import css from './editor.scss?inline'`: the compiled stylesheet as a string (webpack.config.js,
 * INLINE_STYLES; shared/edit-styles.ts adds it to the documents that need it).
 */
declare module '*.scss?inline' {
	const css: string;
	export default css;
}
