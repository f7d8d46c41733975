export interface RatingStarAttributes {
	rating: number;
	maxRating: number;
	color?: string;
	ratingStyle: string;
	align: string;
	className?: string;
}
