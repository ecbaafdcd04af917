import { Link } from 'react-router';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { LightboxView } from '../../machines/gallery/lightbox.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import { SITE } from '../site.ts';
import type { BookingService } from '../app/booking-services.ts';
import { ImageGallery } from './ImageGallery.tsx';
import * as styles from './pages.css.ts';
import type { StudioImage } from './studio-images.ts';

interface AboutPageProps {
  readonly images: readonly StudioImage[];
  readonly services: readonly BookingService[];
  readonly lightbox: LightboxView;
  readonly sendLightbox: (event: LightboxEvent) => void;
}

/** /about: the brand story, how to reach us, the three services and the image gallery. */
export function AboutPage({ images, services, lightbox, sendLightbox }: AboutPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>About {SITE.name}</h1>
      <section className={styles.prose} aria-labelledby="story">
        <h2 className={styles.heading} id="story">
          Our Story
        </h2>
        <p>
          {SITE.name} began in 2018 in Ibadan, in a rented room with one camera, a borrowed flash and a bedsheet for a backdrop. We
          photographed friends, then their weddings, then the small businesses they ran. Today we are a fashion, art and lifestyle studio:
          we shoot portraits and products, sell the gear we trust, and write about what we learn in Captured Notes.
        </p>
        <p>
          We believe every face and every product deserves good light, and that Nigerian stories should be told by the people who live them.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="reach">
        <h2 className={styles.heading} id="reach">
          Get in Touch
        </h2>
        <ul className={styles.list}>
          <li>
            Phone:{' '}
            <a className={styles.link} href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>
              {SITE.phone}
            </a>
          </li>
          <li>
            Email:{' '}
            <a className={styles.link} href={`mailto:${SITE.email}`}>
              {SITE.email}
            </a>
          </li>
          <li>Address: {SITE.city}</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="what-we-offer">
        <h2 className={styles.heading} id="what-we-offer">
          What We Offer
        </h2>
        <ul className={`${styles.grid} ${styles.plainList}`}>
          {services.map((service) => (
            <li key={service.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{service.shortTitle}</h3>
              <p>{service.description}</p>
              <div className={styles.actions}>
                {service.opensOnlineForm ? (
                  <a className={primaryButton} href={service.formLink} target="_blank" rel="noopener noreferrer">
                    Book Now<span className={styles.visuallyHidden}> for {service.title} (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link className={primaryButton} to={service.formLink}>
                    Book Now<span className={styles.visuallyHidden}> for {service.title}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ImageGallery images={images} lightbox={lightbox} send={sendLightbox} />
    </div>
  );
}
