/**
 * The stored slideshow markup, shared by the current save and its deprecations.
 *
 * The class names are the ones existing posts store (the swiper-* names the carousel library styles
 * and finds its parts by), so content written by the reference plugin opens valid. Prev/next/pause are
 * stored without labels, as existing content has them; render.php names them (and makes them
 * focusable) for visitors, old posts included, so the stored markup never has to change for that.
 *
 * Layouts the reference plugin stored, newest first:
 * - `swiper`: the container's class after the carousel library's rename (the current save);
 * - `swiper-container`: the same markup with the library's older class name;
 * - `nested`: the wrapper held a bare inner `div` with the data attributes, around the container
 *   (old class name).
 * Images may carry their aspect ratio (`data-aspect-ratio`); the first one's is also the wrapper's
 * `--aspect-ratio` style. Markup without ratios is unchanged by that, so one builder writes all.
 */
/* eslint-disable jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid -- the controls are stored exactly as existing posts have them; render.php names them and gives them a tab stop for visitors. */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import type { SlideshowAttributes } from './types';

export type SlideshowLayout = 'swiper' | 'swiper-container' | 'nested';

export function slideshowMarkup(
	attributes: SlideshowAttributes,
	layout: SlideshowLayout
) {
	const { autoplay, delay, effect, images } = attributes;
	const ratio = images[ 0 ]?.aspectRatio;
	const settings = {
		'data-autoplay': autoplay ? 'true' : undefined,
		'data-delay': autoplay ? String( delay ) : undefined,
		'data-effect': effect,
	};
	const container = (
		<div
			className={ `wp-block-jetpack-slideshow_container ${
				layout === 'swiper' ? 'swiper' : 'swiper-container'
			}` }
		>
			<ul className="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">
				{ images.map( ( { alt, aspectRatio, caption, id, url } ) => (
					<li
						className="wp-block-jetpack-slideshow_slide swiper-slide"
						key={ id }
					>
						<figure>
							<img
								alt={ alt }
								className={ `wp-block-jetpack-slideshow_image wp-image-${ id }` }
								data-id={ id }
								data-aspect-ratio={ aspectRatio || undefined }
								src={ url }
							/>
							{ caption ? (
								<RichText.Content
									className="wp-block-jetpack-slideshow_caption gallery-caption"
									tagName="figcaption"
									value={ caption }
								/>
							) : null }
						</figure>
					</li>
				) ) }
			</ul>
			<a
				className="wp-block-jetpack-slideshow_button-prev swiper-button-prev swiper-button-white"
				role="button"
			/>
			<a
				className="wp-block-jetpack-slideshow_button-next swiper-button-next swiper-button-white"
				role="button"
			/>
			<a
				aria-label="Pause Slideshow"
				className="wp-block-jetpack-slideshow_button-pause"
				role="button"
			/>
			<div className="wp-block-jetpack-slideshow_pagination swiper-pagination swiper-pagination-white" />
		</div>
	);
	if ( layout === 'nested' ) {
		return (
			<div { ...useBlockProps.save() }>
				<div { ...settings }>{ container }</div>
			</div>
		);
	}
	return (
		<div
			{ ...useBlockProps.save() }
			{ ...settings }
			style={
				ratio
					? ( {
							'--aspect-ratio': `calc(${ ratio })`,
						} as CSSProperties )
					: undefined
			}
		>
			{ container }
		</div>
	);
}
