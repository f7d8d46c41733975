/**
 * The post editor's save lock, as the video block's hooks take it: absent where no post is edited
 * (the widget editor has no `core/editor` store), so every call is optional.
 */
import { useDispatch } from '@wordpress/data';

export interface PostSaving {
	lockPostSaving?: ( name: string ) => void;
	unlockPostSaving?: ( name: string ) => void;
}

export function usePostSaving(): PostSaving | undefined {
	return useDispatch( 'core/editor' ) as unknown as PostSaving | undefined;
}
