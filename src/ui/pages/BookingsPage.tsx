import { useId } from 'react';
import type { SlideshowEvent } from '../../machines/gallery/slideshow.machine.ts';
import type { SlideshowView } from '../../machines/gallery/slideshow.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { SITE } from '../site.ts';
import type { BookingService } from './booking-services.ts';
import * as slides from './Slides.css.ts';
import * as styles from './pages.css.ts';

interface BookingsPageProps {
  readonly services: readonly BookingService[];
  readonly slideshow: SlideshowView;
  readonly sendSlideshow: (event: SlideshowEvent) => void;
}

// A button named by its text alone, as the spec says it ('Schedule Session', 'Request Item'; "each
// button opens an external online form in a new tab"); which service it books and that it opens a
// new tab are its description.
function ServiceButton({ service }: { readonly service: BookingService }) {
  const descriptionId = useId();
  return (
    <>
      <button type="button" className={primaryButton} aria-describedby={descriptionId} onClick={() => window.open(service.formLink, '_blank', 'noopener,noreferrer')}>
        {service.buttonText}
      </button>
      <span id={descriptionId} className={slides.visuallyHidden}>
        {service.title} (opens in a new tab)
      </span>
    </>
  );
}

/** /bookings (§2.8): the services slideshow, the service cards and how to reach us. */
export function BookingsPage({ services, slideshow, sendSlideshow }: BookingsPageProps) {
  const current = services[slideshow.index];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Book a Session</h1>
      <p className={styles.lead}>Product shoots, portraits and sourcing: choose a service and fill in the online form. We confirm every booking by email.</p>
      <section
        className={slides.slideshow}
        aria-roledescription="carousel"
        aria-label="Featured services"
        onPointerEnter={() => sendSlideshow({ type: 'pointer.enter' })}
        onPointerLeave={() => sendSlideshow({ type: 'pointer.leave' })}
      >
        {current && (
          <div className={slides.slide} aria-roledescription="slide" aria-label={`${slideshow.index + 1} of ${services.length}`}>
            <img className={slides.image} src={current.image} alt="" />
            <div className={slides.caption}>
              <h2 className={slides.captionTitle}>{current.title}</h2>
              <p>{current.description}</p>
              <ServiceButton service={current} />
            </div>
          </div>
        )}
        <button type="button" className={`${slides.arrow} ${slides.previous}`} aria-label="Previous service" onClick={() => sendSlideshow({ type: 'slide.previous' })}>
          ‹
        </button>
        <button type="button" className={`${slides.arrow} ${slides.next}`} aria-label="Next service" onClick={() => sendSlideshow({ type: 'slide.next' })}>
          ›
        </button>
        <div className={slides.dots}>
          {services.map((service, index) => (
            <button
              key={service.id}
              type="button"
              className={slides.dot}
              aria-label={`Show ${service.title}`}
              aria-current={index === slideshow.index}
              onClick={() => sendSlideshow({ type: 'slide.show', index })}
            />
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="services-heading">
        <h2 className={styles.heading} id="services-heading">
          Our Services
        </h2>
        <ul className={`${styles.grid} ${styles.plainList}`}>
          {services.map((service) => (
            <li key={service.id} className={styles.card}>
              <img className={styles.cardImage} src={service.image} alt="" loading="lazy" />
              <h3 className={styles.cardTitle}>{service.title}</h3>
              <p>{service.description}</p>
              <div className={styles.actions}>
                <ServiceButton service={service} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="more-info">
        <h2 className={styles.heading} id="more-info">
          Need More Information?
        </h2>
        <p>Call or write to us and we will help you choose the right session.</p>
        <div className={styles.actions}>
          <a className={primaryButton} href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>
            Call Us
          </a>
          <a className={secondaryButton} href={`mailto:${SITE.email}`}>
            Email Us
          </a>
        </div>
      </section>
    </div>
  );
}
