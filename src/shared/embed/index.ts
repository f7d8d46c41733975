export { resolveRedirect, RESOLVE_REDIRECT_PATH } from './resolve-redirect';
export { convertToLink, linkParagraph } from './convert-to-link';
export {
	EmbedError,
	EMBED_FAILED_MESSAGE,
	type EmbedErrorProps,
} from './embed-error';
