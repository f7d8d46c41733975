// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type RatingStarAttributes = {
	rating: number;
	maxRating: number;
	color?: string;
	ratingStyle: string;
	align: string;
	className?: string;
};
