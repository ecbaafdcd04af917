import { useId } from 'react';
import { Link } from 'react-router';
import type { SlideshowEvent } from '../../machines/gallery/slideshow.machine.ts';
import type { SlideshowView } from '../../machines/gallery/slideshow.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { SITE } from '../site.ts';
import type { BookingsEvent } from '../../machines/bookings/bookings.machine.ts';
import type { BookingServiceView, BookingsView } from '../../machines/bookings/bookings.view.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import * as slides from './Slides.css.ts';
import * as styles from './pages.css.ts';

interface BookingsPageProps {
  readonly view: BookingsView;
  readonly send: (event: BookingsEvent) => void;
  readonly slideshow: SlideshowView;
  readonly sendSlideshow: (event: SlideshowEvent) => void;
}

// Named by its text alone, as the spec says it ('Schedule Session', 'Request Item'); which service
// it books, and that an online form opens in a new tab, are its description. Without an online
// form it leads to the contact form with the service chosen.
function ServiceLink({ service }: { readonly service: BookingServiceView }) {
  const descriptionId = useId();
  const description = (
    <span id={descriptionId} className={slides.visuallyHidden}>
      {service.opensOnlineForm ? `${service.title} (opens in a new tab)` : `${service.title}, through our contact form`}
    </span>
  );
  if (!service.opensOnlineForm) {
    return (
      <>
        <Link className={primaryButton} to={service.formLink} aria-describedby={descriptionId}>
          {service.buttonText}
        </Link>
        {description}
      </>
    );
  }
  return (
    <>
      <a className={primaryButton} href={service.formLink} target="_blank" rel="noopener noreferrer" aria-describedby={descriptionId}>
        {service.buttonText}
      </a>
      {description}
    </>
  );
}

/** The slideshow over the services and their cards. */
function Services({
  services,
  slideshow,
  sendSlideshow,
}: {
  readonly services: readonly BookingServiceView[];
  readonly slideshow: SlideshowView;
  readonly sendSlideshow: (event: SlideshowEvent) => void;
}) {
  const current = services[slideshow.index];
  return (
    <>
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
              <ServiceLink service={current} />
            </div>
          </div>
        )}
        <button
          type="button"
          className={`${slides.arrow} ${slides.previous}`}
          aria-label="Previous service"
          onClick={() => sendSlideshow({ type: 'slide.previous' })}
        >
          ‹
        </button>
        <button
          type="button"
          className={`${slides.arrow} ${slides.next}`}
          aria-label="Next service"
          onClick={() => sendSlideshow({ type: 'slide.next' })}
        >
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
                <ServiceLink service={service} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** /bookings: the services slideshow, the service cards and how to reach us. */
export function BookingsPage({ view, send, slideshow, sendSlideshow }: BookingsPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Book a Session</h1>
      <p className={styles.lead}>
        Product shoots, portraits and sourcing: choose a service and tell us what you need. We confirm every booking by email.
      </p>
      {view.loading && <LoadingContents detail="Loading our services..." />}
      {view.loadError && (
        <div className={styles.section} role="alert">
          <p>{view.loadError}</p>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'services.retry' })}>
            Try again
          </button>
        </div>
      )}
      {view.services.length > 0 && <Services services={view.services} slideshow={slideshow} sendSlideshow={sendSlideshow} />}
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
