/**
 * Nothing is stored: the ad is rendered for visitors on the server (render.php), as the reference
 * plugin's content (a self-closing block comment) expects.
 */
export default function save() {
	return null;
}
