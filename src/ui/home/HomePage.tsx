import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { SlideshowEvent } from '../../machines/gallery/slideshow.machine.ts';
import type { SlideshowView } from '../../machines/gallery/slideshow.view.ts';
import type { CounterView } from '../../machines/home/counters.view.ts';
import type { HomeView } from '../../machines/home/home.view.ts';
import { PostCard } from '../widgets/PostCard.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { HERO_SLIDES, SHOWCASE_SLIDES, WHAT_WE_DO } from './home-content.ts';
import * as styles from './HomePage.css.ts';
import { ButtonLink } from '../widgets/ButtonLink.tsx';

export interface HomePageProps {
  readonly view: HomeView;
  readonly hero: SlideshowView;
  readonly sendHero: (event: SlideshowEvent) => void;
  readonly showcase: SlideshowView;
  readonly sendShowcase: (event: SlideshowEvent) => void;
  readonly counters: readonly CounterView[];
  /** Set on the counters section so the route can tell when it is first seen. */
  readonly countersRef?: Ref<HTMLElement>;
  readonly onRetryPosts: () => void;
  /** Up to 4 featured products, each a product card with its Add to Cart, rendered by the route. */
  readonly featuredProducts?: ReactNode;
}

function Hero({ hero, sendHero }: Pick<HomePageProps, 'hero' | 'sendHero'>) {
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Welcome"
      onPointerEnter={() => sendHero({ type: 'pointer.enter' })}
      onPointerLeave={() => sendHero({ type: 'pointer.leave' })}
      onFocus={() => sendHero({ type: 'focus.enter' })}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || sendHero({ type: 'focus.leave' })}
    >
      {HERO_SLIDES.map((slide, index) => (
        <div
          key={slide.image}
          className={styles.heroSlide}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
          hidden={index !== hero.index}
        >
          {/* The first slide is the largest paint; the hidden ones come after everything else (not preloaded). */}
          <img className={styles.heroImage} src={slide.image} alt="" fetchPriority={index === 0 ? 'high' : 'low'} />
          <div className={styles.heroCaption}>
            {index === 0 ? <h1 className={styles.heroTitle}>{slide.title}</h1> : <p className={styles.heroTitle}>{slide.title}</p>}
            <p>{slide.text}</p>
            <div className={styles.actions}>
              <ButtonLink className={primaryButton} to="/bookings">
                Book a Session
              </ButtonLink>
              <ButtonLink className={styles.lightButton} to="/shop">
                Shop Now
              </ButtonLink>
            </div>
          </div>
        </div>
      ))}
      <div className={styles.dots}>
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.image}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === hero.index}
            onClick={() => sendHero({ type: 'slide.show', index })}
          />
        ))}
      </div>
    </section>
  );
}

function Teaser({ view, onRetryPosts }: Pick<HomePageProps, 'view' | 'onRetryPosts'>) {
  const { posts } = view;
  return (
    <section className={styles.section} aria-labelledby="captured-notes">
      <h2 className={styles.heading} id="captured-notes">
        Captured Notes
      </h2>
      {posts.status === 'loading' && (
        <p className={styles.muted} role="status">
          Loading captured notes...
        </p>
      )}
      {posts.status === 'failed' && (
        <div role="alert">
          <p>{posts.error}</p>
          <button type="button" className={secondaryButton} onClick={onRetryPosts}>
            Try Again
          </button>
        </div>
      )}
      {posts.cards.length > 0 && (
        <ul className={styles.cards}>
          {posts.cards.map((card) => (
            <li key={card.slug}>
              <PostCard card={card} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className={primaryButton} to="/lifestyle">
          Explore Captured Notes
        </Link>
      </p>
    </section>
  );
}

function Showcase({ showcase, sendShowcase }: Pick<HomePageProps, 'showcase' | 'sendShowcase'>) {
  return (
    <section
      className={styles.showcase}
      aria-roledescription="carousel"
      aria-labelledby="showcase-heading"
      onPointerEnter={() => sendShowcase({ type: 'pointer.enter' })}
      onPointerLeave={() => sendShowcase({ type: 'pointer.leave' })}
    >
      <h2 className={styles.heading} id="showcase-heading">
        Our Galleries
      </h2>
      {SHOWCASE_SLIDES.map((slide, index) => (
        <div
          key={slide.href}
          className={styles.showcaseSlide}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${SHOWCASE_SLIDES.length}`}
          hidden={index !== showcase.index}
        >
          <img className={styles.showcaseImage} src={slide.image} alt="" loading="lazy" />
          <div>
            <h3 className={styles.cardTitle}>{slide.title}</h3>
            <p>{slide.text}</p>
            <Link className={styles.link} to={slide.href}>
              {slide.link}
            </Link>
          </div>
        </div>
      ))}
      <div className={styles.showcaseControls}>
        <button type="button" className={secondaryButton} onClick={() => sendShowcase({ type: 'slide.previous' })}>
          Previous
        </button>
        {SHOWCASE_SLIDES.map((slide, index) => (
          <button
            key={slide.href}
            type="button"
            className={styles.darkDot}
            aria-label={`Show ${slide.title}`}
            aria-current={index === showcase.index}
            onClick={() => sendShowcase({ type: 'slide.show', index })}
          />
        ))}
        <button type="button" className={secondaryButton} onClick={() => sendShowcase({ type: 'slide.next' })}>
          Next
        </button>
      </div>
    </section>
  );
}

/** The home page. */
export function HomePage(props: HomePageProps) {
  const { counters, countersRef, featuredProducts } = props;
  return (
    <div>
      {/* React puts these in the head; the browser fetches them when it is idle (NEXT_PAGE_READS). */}
      {props.view.prefetch.map((href) => (
        <link key={href} rel="prefetch" href={href} />
      ))}
      <Hero hero={props.hero} sendHero={props.sendHero} />
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="what-we-do">
          <h2 className={styles.heading} id="what-we-do">
            What We Do
          </h2>
          <ul className={styles.cards}>
            {WHAT_WE_DO.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p>{item.text}</p>
                <Link className={styles.link} to={item.href}>
                  {item.link}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="our-story">
          <h2 className={styles.heading} id="our-story">
            Our Story
          </h2>
          <p className={styles.lead}>
            Founded in 2018 in Ibadan, we began with one camera and a bedsheet backdrop. Today we are a fashion, art and lifestyle studio
            that photographs people and products, sells the gear we trust and shares what we learn.
          </p>
          <p>
            <Link className={styles.link} to="/about">
              Read our story
            </Link>{' '}
            ·{' '}
            <Link className={styles.link} to="/humanstories">
              See Human Stories
            </Link>
          </p>
        </section>
        <Teaser view={props.view} onRetryPosts={props.onRetryPosts} />
        {props.view.categories.length > 0 && (
          <section className={styles.section} aria-labelledby="shop-by-category">
            <h2 className={styles.heading} id="shop-by-category">
              Shop by Category
            </h2>
            <ul className={styles.cards}>
              {props.view.categories.map((category) => (
                <li key={category.id} className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    <Link className={styles.link} to={category.href}>
                      {category.title}
                    </Link>
                  </h3>
                  {category.description && <p>{category.description}</p>}
                  <p>{category.countText}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {featuredProducts}
        <Showcase showcase={props.showcase} sendShowcase={props.sendShowcase} />
        <section className={styles.section} aria-labelledby="philosophy">
          <h2 className={styles.heading} id="philosophy">
            Our Philosophy
          </h2>
          <p className={styles.lead}>
            Good light, honest colour and patience. We would rather wait for the real smile than pose a fake one.
          </p>
        </section>
        <section className={styles.counters} aria-labelledby="in-numbers" ref={countersRef}>
          <h2 className={styles.heading} id="in-numbers">
            In Numbers
          </h2>
          <ul className={styles.counterList}>
            {counters.map((counter) => (
              <li key={counter.label} className={styles.counter}>
                {/* While it counts, the moving number is for the eye and the final one for screen
                    readers; once settled the number is written once, so it reads and finds as '100+'. */}
                {counter.settled ? (
                  <span className={styles.counterValue}>{counter.finalText}</span>
                ) : (
                  <span className={styles.counterValue}>
                    <span aria-hidden="true">{counter.text}</span>
                    <span className={styles.visuallyHidden}>{counter.finalText}</span>
                  </span>
                )}{' '}
                <span>{counter.label}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.cta} aria-labelledby="cta">
          <h2 className={styles.heading} id="cta">
            Ready to Create Something Beautiful?
          </h2>
          <p>Book a session with our photographers or find the gear for your next shoot.</p>
          <div className={styles.actions}>
            <Link className={primaryButton} to="/bookings">
              Book a Session
            </Link>
            <Link className={secondaryButton} to="/shop">
              Shop Now
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
