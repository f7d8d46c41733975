/** The part of rtlcss (the right-to-left converter wp-scripts builds with) the tests use. */
declare module 'rtlcss' {
	const rtlcss: { process: ( css: string ) => string };
	export default rtlcss;
}
