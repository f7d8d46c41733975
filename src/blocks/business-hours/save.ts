/**
 * Server-rendered (render.php): the stored form is a self-closing block comment holding only the
 * attributes, so there is no saved markup.
 */
export default function save(): null {
	return null;
}
