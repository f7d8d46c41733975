/**
 * Connection store constants (spec 000 §3 "Connection state", §4 "Site connection").
 */
export const STORE_NAME = 'jetpack-blocks/connection';

/** The dashboard's connection screen, where the authorization screen sends the browser back. */
export const DASHBOARD_CONNECTION_PATH =
	'admin.php?page=jetpack-blocks#/connection';
