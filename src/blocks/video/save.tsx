/**
 * Stored markup: none. The block is server-rendered (render.php) from the attributes in its comment,
 * the caption included, as the reference plugin stores it; the native <video> with its tracks and
 * poster is built from the media record at request time, so privacy changes and new tracks apply to
 * posts already saved. Earlier stored figures open through `deprecated.ts`.
 */
export default function save() {
	return null;
}
