import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import {
  searchWithSuggestionsMachine,
  type SearchOutcome,
  type Suggestion,
} from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import { searchView } from '../../../src/machines/shared/search-with-suggestions.view.ts';
import { answering, failing, startRecording } from './support.ts';

const suggestion = (id: string): Suggestion => ({ id, name: `Product ${id}`, image: null, category: 'Lighting' });
const six = ['1', '2', '3', '4', '5', '6'].map(suggestion);

function start(request = answering<readonly Suggestion[], { text: string }>(six)) {
  const machine = searchWithSuggestionsMachine.provide({ actors: { suggest: request.logic } });
  return { ...startRecording(machine, {}), request };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('searchWithSuggestionsMachine', () => {
  it('waits 300 ms after typing two characters, then shows five suggestions', async () => {
    const { actor, request } = start();
    actor.send({ type: 'search.input', text: ' so ' });
    await vi.advanceTimersByTimeAsync(299);
    expect(request.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(request.calls).toEqual([{ text: 'so' }]);
    expect(searchView(actor.getSnapshot())).toEqual({ text: ' so ', suggestions: six.slice(0, 5), highlighted: -1 });
  });

  it('asks once for fast typing and nothing under two characters', async () => {
    const { actor, request } = start();
    actor.send({ type: 'search.input', text: 'so' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'search.input', text: 'sof' });
    await vi.advanceTimersByTimeAsync(300);
    expect(request.calls).toEqual([{ text: 'sof' }]);
    actor.send({ type: 'search.input', text: 's' });
    await vi.advanceTimersByTimeAsync(300);
    expect(request.calls).toHaveLength(1);
    expect(searchView(actor.getSnapshot()).suggestions).toEqual([]);
  });

  it('moves a wrapping highlight, which typing and closing reset', async () => {
    const { actor } = start(answering<readonly Suggestion[], { text: string }>(six.slice(0, 2)));
    actor.send({ type: 'suggestions.move', by: 1 });
    expect(searchView(actor.getSnapshot()).highlighted).toBe(-1);
    actor.send({ type: 'search.input', text: 'so' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'suggestions.move', by: 1 });
    expect(searchView(actor.getSnapshot()).highlighted).toBe(0);
    actor.send({ type: 'suggestions.move', by: -1 });
    expect(searchView(actor.getSnapshot()).highlighted).toBe(1);
    actor.send({ type: 'suggestions.move', by: 1 });
    expect(searchView(actor.getSnapshot()).highlighted).toBe(0);
    actor.send({ type: 'suggestions.close' });
    expect(searchView(actor.getSnapshot())).toEqual({ text: 'so', suggestions: [], highlighted: -1 });
  });

  it('shows no suggestions when they fail', async () => {
    const { actor } = start(failing(new Error('offline')));
    actor.send({ type: 'search.input', text: 'so' });
    await vi.advanceTimersByTimeAsync(300);
    expect(searchView(actor.getSnapshot()).suggestions).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reports a submit with the trimmed text and a clear, closing the list; a reset says nothing', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'search.input', text: ' softbox ' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'search.submit' });
    expect(searchView(actor.getSnapshot()).suggestions).toEqual([]);
    actor.send({ type: 'search.clear' });
    expect(searchView(actor.getSnapshot()).text).toBe('');
    actor.send({ type: 'search.input', text: 'abc' });
    actor.send({ type: 'search.reset' });
    expect(emitted).toEqual([{ type: 'search.submitted', text: 'softbox' }, { type: 'search.cleared' }]);
    expect(searchView(actor.getSnapshot())).toEqual({ text: '', suggestions: [], highlighted: -1 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reports a chosen suggestion by its id and closes the list, keeping the text', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'search.input', text: 'so' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'suggestions.move', by: 1 });
    actor.send({ type: 'suggestions.choose', id: '3' });
    expect(emitted).toEqual([{ type: 'search.chosen', id: '3' }]);
    expect(searchView(actor.getSnapshot())).toEqual({ text: 'so', suggestions: [], highlighted: -1 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('tells the screen that spawned it', () => {
    const screen = setup({
      types: { events: {} as SearchOutcome, emitted: {} as SearchOutcome },
      actors: { search: searchWithSuggestionsMachine },
    }).createMachine({
      invoke: { id: 'search', src: 'search', input: { text: 'lens' } },
      on: { 'search.submitted': { actions: emit(({ event }) => event) } },
    });
    const actor = createActor(screen).start();
    const heard: unknown[] = [];
    actor.on('*', (event) => heard.push(event));
    actor.getSnapshot().children.search?.send({ type: 'search.submit' });
    expect(heard).toEqual([{ type: 'search.submitted', text: 'lens' }]);
  });
});
