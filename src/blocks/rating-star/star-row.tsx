/**
 * The clickable star row. Each star is one button (so Tab moves star to star, not half to half);
 * its left half picks the half value, its right half the whole value. Enter or Space picks the whole
 * value, and the arrow keys step the rating by a half.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent, MouseEvent } from 'react';
import { nextRating, starFill } from './rating';

interface StarRowProps {
	rating: number;
	maxRating: number;
	color?: string;
	onChange: ( rating: number ) => void;
}

const STAR_PATH =
	'M12 17.3l6.2 3.7-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.6 7 6.1-3.7z';

/** One star: an empty shape (styled per block style in editor.scss) under the filled part. */
function Star( { fill, color }: { fill: 0 | 0.5 | 1; color?: string } ) {
	return (
		<svg
			className="jetpack-rating-star__star"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
			style={ color ? { color } : undefined }
		>
			<path className="jetpack-rating-star__empty" d={ STAR_PATH } />
			{ fill > 0 && (
				<path
					className="jetpack-rating-star__fill"
					d={ STAR_PATH }
					style={
						fill === 0.5
							? { clipPath: 'inset(0 50% 0 0)' }
							: undefined
					}
				/>
			) }
		</svg>
	);
}

export function StarRow( {
	rating,
	maxRating,
	color,
	onChange,
}: StarRowProps ) {
	const pick = ( value: number ) => onChange( nextRating( rating, value ) );

	const onStarClick =
		( position: number ) => ( event: MouseEvent< HTMLButtonElement > ) => {
			// A pointer click chooses by half; a keyboard "click" (detail 0) chooses the whole star.
			if ( event.detail === 0 ) {
				pick( position );
				return;
			}
			const { left, width } = event.currentTarget.getBoundingClientRect();
			const isLeftHalf = width > 0 && event.clientX - left < width / 2;
			pick( isLeftHalf ? position - 0.5 : position );
		};

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const step = {
			ArrowRight: 0.5,
			ArrowUp: 0.5,
			ArrowLeft: -0.5,
			ArrowDown: -0.5,
		}[ event.key ];
		if ( step === undefined ) {
			return;
		}
		event.preventDefault();
		onChange( Math.min( maxRating, Math.max( 0, rating + step ) ) );
	};

	return (
		<div
			className="jetpack-rating-star__stars"
			role="group"
			aria-label={ sprintf(
				/* translators: 1: current rating, 2: highest rating */
				__( 'Rating: %1$s out of %2$s', 'jetpack-blocks' ),
				String( rating ),
				String( maxRating )
			) }
		>
			{ Array.from( { length: maxRating }, ( _, index ) => {
				const position = index + 1;
				return (
					<button
						key={ position }
						type="button"
						className="jetpack-rating-star__button"
						aria-pressed={ rating >= position }
						aria-label={ sprintf(
							/* translators: 1: star number, 2: highest rating */
							__( 'Rate %1$s out of %2$s', 'jetpack-blocks' ),
							String( position ),
							String( maxRating )
						) }
						onClick={ onStarClick( position ) }
						// Arrow keys adjust the rating from any star.
						onKeyDown={ onKeyDown }
					>
						<Star
							fill={ starFill( rating, position ) }
							color={ color }
						/>
					</button>
				);
			} ) }
		</div>
	);
}
