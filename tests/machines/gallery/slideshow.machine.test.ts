import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventFromLogic } from 'xstate';
import { SHOWCASE_AUTOPLAY_MS, STORIES_AUTOPLAY_MS } from '../../../src/domain/gallery.ts';
import { slideshowMachine } from '../../../src/machines/gallery/slideshow.machine.ts';
import { slideshowView } from '../../../src/machines/gallery/slideshow.view.ts';

type SlideshowEvent = EventFromLogic<typeof slideshowMachine>;

function start(count = 3, intervalMs = STORIES_AUTOPLAY_MS) {
  const clock = new SimulatedClock();
  const actor = createActor(slideshowMachine, { clock, input: { intervalMs, count } }).start();
  return { actor, clock, index: () => actor.getSnapshot().context.index, view: () => slideshowView(actor.getSnapshot()) };
}

describe('slideshowMachine', () => {
  it('moves on every 4 s and loops back to the first slide', () => {
    const { clock, index, view } = start(3);
    expect(view()).toEqual({ index: 0, count: 3, playing: true, position: '1 / 3' });
    clock.increment(STORIES_AUTOPLAY_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(STORIES_AUTOPLAY_MS);
    expect(index()).toBe(2);
    clock.increment(STORIES_AUTOPLAY_MS);
    expect(index()).toBe(0);
  });

  it('waits 4.5 s on the showcase hero', () => {
    const { clock, index } = start(6, SHOWCASE_AUTOPLAY_MS);
    clock.increment(4000);
    expect(index()).toBe(0);
    clock.increment(500);
    expect(index()).toBe(1);
  });

  it('holds still while the pointer is over it, and goes on after it leaves', () => {
    const { actor, clock, index, view } = start(3);
    clock.increment(3000);
    actor.send({ type: 'pointer.enter' });
    clock.increment(20_000);
    expect(view()).toMatchObject({ index: 0, playing: false });
    actor.send({ type: 'pointer.leave' });
    clock.increment(STORIES_AUTOPLAY_MS);
    expect(index()).toBe(1);
  });

  it('holds still while focus is inside, even after the pointer leaves', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'focus.enter' });
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'pointer.leave' });
    clock.increment(20_000);
    expect(index()).toBe(0);
    actor.send({ type: 'focus.leave' });
    clock.increment(STORIES_AUTOPLAY_MS);
    expect(index()).toBe(1);
  });

  it('steps by hand both ways, wrapping, and starts the interval again', () => {
    const { actor, clock, index } = start(3);
    clock.increment(3000);
    actor.send({ type: 'slide.previous' });
    expect(index()).toBe(2);
    clock.increment(3000);
    expect(index()).toBe(2);
    clock.increment(1000);
    expect(index()).toBe(0);
    actor.send({ type: 'slide.show', index: 4 });
    expect(index()).toBe(1);
    actor.send({ type: 'slide.next' });
    expect(index()).toBe(2);
  });

  it('does not play with fewer than two slides, and starts once the slides arrive', () => {
    const { actor, clock, view } = start(0);
    clock.increment(10_000);
    expect(view()).toMatchObject({ index: 0, playing: false });
    actor.send({ type: 'slides.set', count: 4 });
    clock.increment(STORIES_AUTOPLAY_MS);
    expect(view()).toEqual({ index: 1, count: 4, playing: true, position: '2 / 4' });
  });

  it('keeps the index inside the slides on every shortest path', () => {
    const events = [
      { type: 'slides.set', count: 3 },
      { type: 'slides.set', count: 1 },
      { type: 'slide.next' },
      { type: 'slide.previous' },
      { type: 'slide.show', index: 2 },
      { type: 'pointer.enter' },
      { type: 'pointer.leave' },
      { type: 'focus.enter' },
      { type: 'focus.leave' },
      { type: 'xstate.after.interval.slideshow.playing' },
    ] as unknown as SlideshowEvent[];
    const paths = getShortestPaths(slideshowMachine, { events, input: { intervalMs: 4000, count: 3 } });
    expect(paths.length).toBeGreaterThan(10);
    const reached = new Set<string>();
    for (const path of paths) {
      for (const { state } of [...path.steps, path]) {
        const { index, count, hovered, focused } = state.context;
        reached.add(String(state.value));
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(Math.max(count, 1));
        // Playing exactly when nothing holds it and there is somewhere to go.
        expect(state.matches('playing')).toBe(!hovered && !focused && count > 1);
      }
    }
    expect(reached).toEqual(new Set(['playing', 'paused']));
  });

  it('moves on by its timer alone in the model, too', () => {
    const events = [{ type: 'xstate.after.interval.slideshow.playing' }] as unknown as SlideshowEvent[];
    const paths = getShortestPaths(slideshowMachine, { events, input: { intervalMs: 4000, count: 3 } });
    expect(paths.map((path) => path.state.context.index).sort()).toEqual([0, 1, 2]);
  });
});
