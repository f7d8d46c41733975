/**
 * Stored markup: a plain link to the pin, profile or board, as the reference plugin stores it. It
 * works on its own (no script, no plugin); visitors get the pin-board widget from render.php.
 */
export { saveUrlAsLink as default } from '../../shared/embed/link-save';
