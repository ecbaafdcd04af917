import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { COUNT_TICK_MS, COUNT_UP_MS, countersMachine } from '../../../src/machines/home/counters.machine.ts';
import { countersView } from '../../../src/machines/home/counters.view.ts';

/** The simulated clock fires one round of timers per increment: step through a tick at a time. */
function advance(clock: SimulatedClock, ms: number) {
  for (let passed = 0; passed < ms; passed += COUNT_TICK_MS) clock.increment(COUNT_TICK_MS);
}

function counters(reducedMotion: boolean) {
  const clock = new SimulatedClock();
  const actor = createActor(countersMachine, { clock, input: { reducedMotion } }).start();
  const settled = () => countersView(actor.getSnapshot()).map((counter) => counter.settled);
  return { actor, clock, settled, texts: () => countersView(actor.getSnapshot()).map((counter) => counter.text) };
}

describe('home counters (100+, 200+, 98%)', () => {
  it('stay at zero until the section is seen, however long that takes', () => {
    const { clock, texts } = counters(false);
    clock.increment(COUNT_UP_MS * 10);
    expect(texts()).toEqual(['0+', '0+', '0%']);
  });

  it('count up over two seconds once seen, and stop at their final values, settled only then', () => {
    const { actor, clock, texts, settled } = counters(false);
    expect(settled()).toEqual([false, false, false]);
    actor.send({ type: 'counters.seen' });
    advance(clock, COUNT_UP_MS / 2);
    expect(texts()).toEqual(['50+', '100+', '49%']);
    expect(settled()).toEqual([false, false, false]);
    advance(clock, COUNT_UP_MS / 2 - COUNT_TICK_MS);
    expect(settled()).toEqual([false, false, false]);
    advance(clock, COUNT_TICK_MS);
    expect(texts()).toEqual(['100+', '200+', '98%']);
    expect(settled()).toEqual([true, true, true]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('count only once: seeing the section again changes nothing', () => {
    const { actor, clock, texts } = counters(false);
    actor.send({ type: 'counters.seen' });
    clock.increment(COUNT_TICK_MS);
    actor.send({ type: 'counters.seen' });
    expect(texts()).toEqual(['3+', '5+', '2%']);
  });

  it('with reduced motion show the final values at once and never move', () => {
    const { actor, texts, settled } = counters(true);
    expect(texts()).toEqual(['100+', '200+', '98%']);
    expect(settled()).toEqual([true, true, true]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(countersView(actor.getSnapshot()).map((counter) => [counter.label, counter.finalText])).toEqual([
      ['Products', '100+'],
      ['Photos', '200+'],
      ['Client Satisfaction', '98%'],
    ]);
  });

  it('every shortest path waits for the section to be seen (model-based)', () => {
    const paths = getShortestPaths(countersMachine, { events: [{ type: 'counters.seen' }], input: { reducedMotion: false } });
    expect(paths.map((path) => [String(path.state.value), path.steps.length, path.state.context.elapsedMs])).toEqual([
      ['waiting', 1, 0],
      ['counting', 2, 0],
    ]);
    const reduced = getShortestPaths(countersMachine, { events: [{ type: 'counters.seen' }], input: { reducedMotion: true } });
    expect(reduced.map((path) => String(path.state.value))).toEqual(['done']);
  });
});
