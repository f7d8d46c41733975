/**
 * The stored slideshow markup, shared by the current save and its deprecations.
 *
 * The class names are the ones existing posts store (the swiper-* names the carousel library styles
 * and finds its parts by), so content written by the reference plugin opens valid. Prev/next/pause are
 * stored without labels, as existing content has them; render.php names them (and makes them
 * focusable) for visitors, old posts included, so the stored markup never has to change for that.
 */
/* eslint-disable jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid -- the controls are stored exactly as existing posts have them; render.php names them and gives them a tab stop for visitors. */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { SlideshowAttributes } from './types';

export function slideshowMarkup(
	attributes: SlideshowAttributes,
	containerClass: 'swiper' | 'swiper-container'
) {
	const { autoplay, delay, effect, images } = attributes;
	return (
		<div
			{ ...useBlockProps.save() }
			data-autoplay={ autoplay ? 'true' : undefined }
			data-delay={ autoplay ? String( delay ) : undefined }
			data-effect={ effect }
		>
			<div
				className={ `wp-block-jetpack-slideshow_container ${ containerClass }` }
			>
				<ul className="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">
					{ images.map( ( { alt, caption, id, url } ) => (
						<li
							className="wp-block-jetpack-slideshow_slide swiper-slide"
							key={ id }
						>
							<figure>
								<img
									alt={ alt }
									className={ `wp-block-jetpack-slideshow_image wp-image-${ id }` }
									data-id={ id }
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
		</div>
	);
}
