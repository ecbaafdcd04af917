import { PageMeta } from '../frame/PageMeta.tsx';
import * as styles from './pages.css.ts';

export const LEGAL_LAST_UPDATED = 'Last updated August 1, 2025';

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

interface LegalPageProps {
  readonly title: string;
  readonly description: string;
  readonly sections: readonly LegalSection[];
}

/** A legal page: the date, a table of contents, anchored sections and Back to Top. */
export function LegalPage({ title, description, sections }: LegalPageProps) {
  return (
    <div className={styles.narrow} id="top">
      <PageMeta title={title} description={description} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.muted}>{LEGAL_LAST_UPDATED}</p>
      <nav aria-label="Contents">
        <ol className={styles.list}>
          {sections.map((section) => (
            <li key={section.id}>
              <a className={styles.link} href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.prose}>
          <h2 className={styles.heading} id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        <a className={styles.link} href="#top">
          Back to Top
        </a>
      </p>
    </div>
  );
}
