/**
 * Where Upgrade leads: the dashboard's AI upgrade page, so the upgrade banner and the AI assistant
 * block's usage panel link to the same place.
 *
 * @param adminUrl The site's admin URL (ending in `wp-admin/`).
 */
export function aiUpgradeUrl( adminUrl: string ): string {
	const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
	return `${ base }admin.php?page=jetpack-blocks#/add-jetpack-ai`;
}
