import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import type { FaqEntry } from '../../../src/domain/faq-search.ts';
import { faqMachine } from '../../../src/machines/faq/faq.machine.ts';
import { faqView } from '../../../src/machines/faq/faq.view.ts';

const ENTRIES: FaqEntry[] = [
  { category: 'general', question: 'Where is the studio?', answer: 'In Lagos, shipping nationwide.' },
  { category: 'general', question: 'When is support open?', answer: 'Mon to Fri 9 AM to 5 PM WAT.' },
  { category: 'orders', question: 'How long is shipping?', answer: 'Domestic 3-5 business days.' },
  { category: 'payment', question: 'How do returns work?', answer: 'Within 14 days, shipping from Lagos.' },
];

function faq() {
  const actor = createActor(faqMachine, { input: { entries: ENTRIES } }).start();
  return { actor, view: () => faqView(actor.getSnapshot()) };
}

describe('FAQ machine', () => {
  it('opens on General Questions with every question closed', () => {
    const { actor, view } = faq();
    expect(actor.getSnapshot().context).toMatchObject({ query: '', category: 'general', open: [] });
    expect(view().categories.map((category) => [category.name, category.active])).toEqual([
      ['General Questions', true],
      ['Orders & Shipping', false],
      ['Products & Photography', false],
      ['Payment & Returns', false],
      ['Account & Privacy', false],
    ]);
    expect(view().groups).toEqual([
      {
        id: 'general',
        name: 'General Questions',
        questions: [
          { question: 'Where is the studio?', answer: 'In Lagos, shipping nationwide.', open: false },
          { question: 'When is support open?', answer: 'Mon to Fri 9 AM to 5 PM WAT.', open: false },
        ],
      },
    ]);
  });

  it('shows the chosen category, and opens and closes questions independently', () => {
    const { actor, view } = faq();
    actor.send({ type: 'question.toggle', question: 'Where is the studio?' });
    actor.send({ type: 'question.toggle', question: 'When is support open?' });
    actor.send({ type: 'question.toggle', question: 'Where is the studio?' });
    expect(view().groups[0]?.questions.map((question) => question.open)).toEqual([false, true]);
    actor.send({ type: 'category.select', category: 'orders' });
    expect(view().groups.map((group) => group.name)).toEqual(['Orders & Shipping']);
    expect(view().categories.find((category) => category.active)?.id).toBe('orders');
  });

  it('searches question and answer text in every category, case-insensitively, grouped by category', () => {
    const { actor, view } = faq();
    actor.send({ type: 'search.change', query: 'LAGOS' });
    expect(view().searching).toBe(true);
    expect(view().groups.map((group) => [group.name, group.questions.map((question) => question.question)])).toEqual([
      ['General Questions', ['Where is the studio?']],
      ['Payment & Returns', ['How do returns work?']],
    ]);
    expect(view().categories.some((category) => category.active)).toBe(false);
    expect(view().noResults).toBeNull();
  });

  it('says so when nothing matches, and a cleared search returns to the category', () => {
    const { actor, view } = faq();
    actor.send({ type: 'category.select', category: 'orders' });
    actor.send({ type: 'search.change', query: 'zebra ' });
    expect(view()).toMatchObject({ groups: [], noResults: 'No answers match "zebra".' });
    actor.send({ type: 'search.change', query: '' });
    expect(view()).toMatchObject({ searching: false, noResults: null });
    expect(view().groups.map((group) => group.id)).toEqual(['orders']);
  });

  it('choosing a category while searching leaves the search', () => {
    const { actor, view } = faq();
    actor.send({ type: 'search.change', query: 'ship' });
    actor.send({ type: 'category.select', category: 'payment' });
    expect(view()).toMatchObject({ searching: false, query: '' });
    expect(view().groups.map((group) => group.id)).toEqual(['payment']);
  });

  it('reaches browsing and searching, and searching always has a query (model-based)', () => {
    const events = [
      { type: 'search.change', query: 'lagos' },
      { type: 'search.change', query: '  ' },
      { type: 'category.select', category: 'orders' },
      { type: 'question.toggle', question: 'Where is the studio?' },
    ] as EventFromLogic<typeof faqMachine>[];
    const paths = getShortestPaths(faqMachine, { events, input: { entries: ENTRIES } });
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['browsing', 'searching']));
    for (const path of paths) expect(path.state.matches('searching')).toBe(path.state.context.query.trim() !== '');
  });
});
