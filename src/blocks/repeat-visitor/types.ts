import type { Criteria } from './visits';

// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type RepeatVisitorAttributes = {
	criteria: Criteria;
	threshold: number;
	className?: string;
};
