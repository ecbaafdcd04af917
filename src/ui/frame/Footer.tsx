import { SITE } from '../site.ts';
import { LinkList } from './LinkList.tsx';
import { LEGAL_LINKS } from './navigation.ts';
import { NewsletterForm, type NewsletterFormState } from './NewsletterForm.tsx';
import * as styles from './Footer.css.ts';

const QUICK_LINKS = [
  { to: '/shop', label: 'Shop' },
  { to: '/bookings', label: 'Bookings' },
  { to: '/lifestyle', label: 'Captured Notes' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

interface FooterProps {
  /** The Newsletter form's view and events: SiteFooter's actor in the app, a fixed view in tests. */
  readonly newsletter: NewsletterFormState;
}

/** Studio text and social links, contact details, quick and legal links, the Newsletter form. */
export function Footer({ newsletter }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section>
          <h2 className={styles.heading}>{SITE.name}</h2>
          <p className={styles.text}>{SITE.description}</p>
          <ul className={styles.social} aria-label="Social media">
            {SITE.social.map((profile) => (
              <li key={profile.name}>
                <a
                  className={styles.link}
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${profile.name} (opens in a new tab)`}
                >
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>Contact</h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={`mailto:${SITE.email}`}>
                {SITE.email}
              </a>
            </li>
            <li>
              <a className={styles.link} href={`tel:${SITE.phone.replace(/\s/g, '')}`}>
                {SITE.phone}
              </a>
            </li>
            <li className={styles.text}>{SITE.city}</li>
          </ul>
        </section>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick links</h2>
          <LinkList links={QUICK_LINKS} listClassName={styles.list} linkClassName={styles.link} />
        </nav>
        <nav aria-label="Legal">
          <h2 className={styles.heading}>Help and legal</h2>
          <LinkList links={LEGAL_LINKS} listClassName={styles.list} linkClassName={styles.link} />
        </nav>
        <NewsletterForm view={newsletter.view} send={newsletter.send} headingClassName={styles.heading} />
      </div>
      <p className={styles.bottom}>
        © {SITE.name}, {SITE.city}
      </p>
    </footer>
  );
}
