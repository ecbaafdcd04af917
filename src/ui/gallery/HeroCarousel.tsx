import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router';
import { GALLERY_HERO_SIZES } from '../../domain/gallery.ts';
import type { GalleryCard } from '../../machines/gallery/gallery-card.ts';
import type { slideshowMachine } from '../../machines/gallery/slideshow.machine.ts';
import { slideshowView } from '../../machines/gallery/slideshow.view.ts';
import * as styles from './gallery.css.ts';
import { Picture } from './Picture.tsx';

export interface HeroSlide extends GalleryCard {
  /** Where the picture and 'View Details' lead; none on the showcase hero. */
  readonly href?: string;
}

interface HeroCarouselProps {
  readonly label: string;
  readonly slides: readonly HeroSlide[];
  readonly heroRef: ActorRefFrom<typeof slideshowMachine>;
  /** How one slide follows another: the showcase hero fades, the stories hero lays cards on a stack. */
  readonly effect?: 'slide' | 'fade' | 'cards';
}

const SLIDE_CLASS = {
  slide: styles.slide,
  fade: `${styles.slide} ${styles.fadingSlide}`,
  cards: `${styles.slide} ${styles.cardSlide}`,
} as const;

/** A hero carousel whose slideshow machine moves it on; it holds still under the pointer or focus. */
export function HeroCarousel({ label, slides, heroRef, effect = 'slide' }: HeroCarouselProps) {
  const view = useSelector(heroRef, slideshowView);
  const slide = slides[view.index];
  if (!slide) return null;
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => heroRef.send({ type: 'pointer.enter' })}
      onPointerLeave={() => heroRef.send({ type: 'pointer.leave' })}
      onFocus={() => heroRef.send({ type: 'focus.enter' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) heroRef.send({ type: 'focus.leave' });
      }}
    >
      {/* Announced only when moved by hand: an autoplaying region stays quiet (aria-live off while playing). */}
      <div aria-live={view.playing ? 'off' : 'polite'} className={effect === 'cards' ? styles.cardStack : undefined}>
        <div key={slide.id} className={SLIDE_CLASS[effect]} role="group" aria-roledescription="slide" aria-label={view.position}>
          {slide.href ? (
            <Link to={slide.href} tabIndex={-1} aria-hidden="true">
              <Picture picture={slide.picture} sizes={GALLERY_HERO_SIZES} eager />
            </Link>
          ) : (
            <Picture picture={slide.picture} sizes={GALLERY_HERO_SIZES} eager />
          )}
          <div className={styles.slideCaption}>
            <h2 className={styles.slideTitle}>{slide.title}</h2>
            <span>{slide.categoryTitle}</span>
            {slide.href && (
              <Link className={styles.lightLink} to={slide.href}>
                View Details
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className={styles.heroControls}>
        <button
          type="button"
          className={styles.darkButton}
          aria-label="Previous slide"
          onClick={() => heroRef.send({ type: 'slide.previous' })}
        >
          ‹
        </button>
        <span>{view.position}</span>
        <button type="button" className={styles.darkButton} aria-label="Next slide" onClick={() => heroRef.send({ type: 'slide.next' })}>
          ›
        </button>
      </div>
    </section>
  );
}
