/**
 * Server-rendered (render.php), like the reference plugin's block: the stored form is a
 * self-closing block comment holding only the attributes, so content saved by either plugin opens
 * in the other, and the visitor markup (an image or the service's iframe) is built on the server.
 */
export default function save(): null {
	return null;
}
