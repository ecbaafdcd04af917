import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { searchWithSuggestionsMachine, type Suggestion } from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import { searchView } from '../../../src/machines/shared/search-with-suggestions.view.ts';
import { answering } from './support.ts';

const five = ['1', '2', '3', '4', '5'].map((id): Suggestion => ({ id, name: `Product ${id}`, image: null, category: 'Lighting' }));

function start() {
  const request = answering<readonly Suggestion[], { text: string }>(five);
  const actor = createActor(searchWithSuggestionsMachine.provide({ actors: { suggest: request.logic } }), { input: {} }).start();
  return { actor, request };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('searchWithSuggestionsMachine: the text typed and the arrow keys', () => {
  it('starts empty without a text', () => {
    expect(searchView(start().actor.getSnapshot())).toEqual({ text: '', suggestions: [], highlighted: -1 });
  });

  it('counts the characters without the spaces around them', async () => {
    const { actor, request } = start();
    actor.send({ type: 'search.input', text: '  s  ' });
    await vi.advanceTimersByTimeAsync(300);
    expect(request.calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('down goes to the next suggestion and up to the previous one, over five', async () => {
    const { actor } = start();
    actor.send({ type: 'search.input', text: 'so' });
    await vi.advanceTimersByTimeAsync(300);
    const highlights: number[] = [];
    for (const by of [1, 1, 1, -1] as const) {
      actor.send({ type: 'suggestions.move', by });
      highlights.push(searchView(actor.getSnapshot()).highlighted);
    }
    expect(highlights).toEqual([0, 1, 2, 1]);
  });
});
