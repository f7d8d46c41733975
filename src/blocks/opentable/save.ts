/**
 * Server-rendered (render.php): the stored form is a self-closing block comment holding only the
 * attributes, so visitors always get the current, escaped widget markup and its plain-link fallback.
 */
export default function save(): null {
	return null;
}
