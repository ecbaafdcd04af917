import { Link } from 'react-router';
import type { FaqCategoryId } from '../../domain/faq-search.ts';
import type { FaqEvent } from '../../machines/faq/faq.machine.ts';
import type { FaqView } from '../../machines/faq/faq.view.ts';
import { SITE } from '../site.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as faq from './FaqPage.css.ts';
import * as styles from './pages.css.ts';

interface FaqPageProps {
  readonly view: FaqView;
  readonly send: (event: FaqEvent) => void;
}

const questionId = (category: FaqCategoryId, index: number) => `faq-${category}-${index}`;

/** /faq: search, the category sidebar, and questions that open one by one. */
export function FaqPage({ view, send }: FaqPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Frequently Asked Questions</h1>
      <p className={styles.lead}>Answers about the studio, orders, products, payment and your account.</p>
      {/* A form, so that what was typed before the app took the server's page over is kept; the
          answers filter as the visitor types, so sending it (Enter) has nothing more to do. */}
      <MachineForm className={faq.searchRow} role="search" onSubmit={() => undefined}>
        <label className={faq.visuallyHidden} htmlFor="faq-search">
          {/* The box is named by the spec's words too, so it is found by its name or its placeholder. */}
          Search for answers...
        </label>
        <input
          id="faq-search"
          className={faq.search}
          type="search"
          placeholder="Search for answers..."
          value={view.query}
          onChange={(event) => send({ type: 'search.change', query: event.target.value })}
        />
      </MachineForm>
      <div className={faq.layout}>
        <nav aria-label="FAQ categories">
          <ul className={faq.sidebar}>
            {view.categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  className={faq.categoryButton}
                  aria-pressed={category.active}
                  onClick={() => send({ type: 'category.select', category: category.id })}
                >
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div aria-live="polite">
          {view.noResults && <p className={styles.muted}>{view.noResults}</p>}
          {view.groups.map((group) => (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h2 className={faq.groupTitle} id={`group-${group.id}`}>
                {group.name}
              </h2>
              {group.questions.map((item, index) => (
                <div key={item.question} className={faq.item}>
                  <h3 className={faq.questionHeading}>
                    <button
                      type="button"
                      className={faq.question}
                      aria-expanded={item.open}
                      aria-controls={questionId(group.id, index)}
                      onClick={() => send({ type: 'question.toggle', question: item.question })}
                    >
                      <span>{item.question}</span>
                      <span aria-hidden="true">{item.open ? '−' : '+'}</span>
                    </button>
                  </h3>
                  <div id={questionId(group.id, index)} hidden={!item.open} className={faq.answer}>
                    <p>{item.answer}</p>
                  </div>
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
      <section className={faq.closing} aria-labelledby="faq-more">
        <h2 className={faq.groupTitle} id="faq-more">
          Still have questions?
        </h2>
        <p>
          <Link className={styles.link} to="/contact">
            Contact us
          </Link>{' '}
          or write to{' '}
          <a className={styles.link} href={`mailto:${SITE.email}`}>
            {SITE.email}
          </a>
          .
        </p>
      </section>
    </div>
  );
}
