/**
 * The carousel on one stored slideshow: a lazily loaded chunk (with swiper's style sheet), fetched by
 * view.ts only on pages that have a slideshow.
 */
import Swiper from 'swiper';
import {
	Autoplay,
	EffectFade,
	Keyboard,
	Navigation,
	Pagination,
} from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';
import {
	FOCUS_DELAY_MS,
	bulletLabel,
	delayMs,
	pauseButtonLabel,
	paginationType,
	shouldAutoplay,
	slideHeight,
} from './logic';

function escapeAttribute( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' );
}

export function initSlideshow(
	block: HTMLElement,
	{ prefersReducedMotion }: { prefersReducedMotion: boolean }
): Swiper | null {
	const container = block.querySelector< HTMLElement >(
		'.wp-block-jetpack-slideshow_container'
	);
	if ( ! container || container.classList.contains( 'swiper-initialized' ) ) {
		return null;
	}
	// Content stored before the library renamed its container class keeps the old name.
	container.classList.add( 'swiper' );
	const slideCount = container.querySelectorAll( '.swiper-slide' ).length;
	// An early stored layout kept the settings on a bare inner div rather than on the wrapper.
	const settings =
		block.dataset.effect === undefined
			? ( block.querySelector< HTMLElement >( '[data-effect]' ) ?? block )
			: block;
	const requested = settings.dataset.autoplay === 'true';
	const autoplay = shouldAutoplay( requested, prefersReducedMotion );
	const effect = settings.dataset.effect === 'fade' ? 'fade' : 'slide';
	const type = paginationType( slideCount );
	const pause = block.querySelector< HTMLElement >(
		'.wp-block-jetpack-slideshow_button-pause'
	);
	const pagination = block.querySelector< HTMLElement >(
		'.wp-block-jetpack-slideshow_pagination'
	);

	const fitHeight = ( swiper: Swiper ) => {
		const first = container.querySelector< HTMLImageElement >( 'img' );
		const height = slideHeight(
			container.clientWidth,
			first && first.complete ? first : null,
			typeof window === 'undefined' ? null : window.innerHeight
		);
		container.style.height = `${ height }px`;
		swiper.update();
	};

	const swiper = new Swiper( container, {
		modules: [ Autoplay, EffectFade, Keyboard, Navigation, Pagination ],
		effect,
		fadeEffect: { crossFade: true },
		loop: slideCount > 1,
		grabCursor: true,
		keyboard: { enabled: true, onlyInViewport: true },
		autoplay: {
			enabled: autoplay,
			delay: delayMs( settings.dataset.delay ),
			disableOnInteraction: false,
		},
		navigation: {
			prevEl: block.querySelector< HTMLElement >(
				'.wp-block-jetpack-slideshow_button-prev'
			),
			nextEl: block.querySelector< HTMLElement >(
				'.wp-block-jetpack-slideshow_button-next'
			),
		},
		pagination: {
			el: pagination,
			type,
			clickable: true,
			renderBullet: ( index: number, className: string ) =>
				`<button type="button" class="${ className }" aria-label="${ escapeAttribute(
					bulletLabel( index )
				) }"></button>`,
		},
		on: {
			init: ( instance: Swiper ) => fitHeight( instance ),
			resize: ( instance: Swiper ) => fitHeight( instance ),
		},
	} );

	// The bullets are drawn again when the slide changes, which drops the focus of the one clicked:
	// once the transition is over, focus the bullet of the slide now shown.
	pagination?.addEventListener( 'click', ( event ) => {
		if (
			! ( event.target instanceof HTMLElement ) ||
			! event.target.closest( '.swiper-pagination-bullet' )
		) {
			return;
		}
		window.setTimeout( () => {
			pagination
				.querySelector< HTMLElement >(
					'.swiper-pagination-bullet-active'
				)
				?.focus();
		}, FOCUS_DELAY_MS );
	} );

	container
		.querySelector< HTMLImageElement >( 'img' )
		?.addEventListener( 'load', () => fitHeight( swiper ), { once: true } );

	// The stored controls are links with a button role: make Enter and Space press them too.
	block
		.querySelectorAll< HTMLElement >( 'a[role="button"]' )
		.forEach( ( control ) =>
			control.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Enter' || event.key === ' ' ) {
					event.preventDefault();
					control.click();
				}
			} )
		);
	if ( pause ) {
		const update = () => {
			const playing = swiper.autoplay.running && ! swiper.autoplay.paused;
			pause.setAttribute( 'aria-label', pauseButtonLabel( playing ) );
			pause.classList.toggle( 'is-paused', ! playing );
		};
		const toggle = () => {
			if ( swiper.autoplay.running && ! swiper.autoplay.paused ) {
				swiper.autoplay.stop();
			} else {
				swiper.autoplay.start();
			}
			update();
		};
		pause.addEventListener( 'click', toggle );
		update();
	}
	block.classList.add( 'is-swiper-ready' );
	return swiper;
}
