import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventFromLogic } from 'xstate';
import type { components } from '../../../src/api/schema.gen.ts';
import { BOOKINGS_INTERVAL_MS, bookingsMachine } from '../../../src/machines/bookings/bookings.machine.ts';
import { slideshowMachine } from '../../../src/machines/gallery/slideshow.machine.ts';
import { slideshowView } from '../../../src/machines/gallery/slideshow.view.ts';
import { HERO_INTERVAL_MS, homeMachine, SHOWCASE_INTERVAL_MS } from '../../../src/machines/home/home.machine.ts';

type BlogPostSummary = components['schemas']['BlogPostSummary'];
type Product = components['schemas']['Product'];

const quietHome = homeMachine.provide({
  actors: {
    loadPosts: fromPromise<readonly BlogPostSummary[]>(() => new Promise(() => undefined)),
    loadProducts: fromPromise<readonly Product[]>(() => new Promise(() => undefined)),
  },
});

function home(reducedMotion = false) {
  const clock = new SimulatedClock();
  const actor = createActor(quietHome, { clock, input: { reducedMotion } }).start();
  const child = (id: 'hero' | 'showcase') => {
    const ref = actor.getSnapshot().children[id];
    if (!ref) throw new Error(`no ${id}`);
    return ref;
  };
  return { clock, child, index: (id: 'hero' | 'showcase') => child(id).getSnapshot().context.index };
}

describe('home hero slider (3 slides, 4 s, still on hover and focus)', () => {
  it('moves on every 4 s and wraps from the third slide to the first', () => {
    const { clock, index } = home();
    expect(index('hero')).toBe(0);
    clock.increment(HERO_INTERVAL_MS - 1);
    expect(index('hero')).toBe(0);
    clock.increment(1);
    expect(index('hero')).toBe(1);
    clock.increment(HERO_INTERVAL_MS);
    expect(index('hero')).toBe(2);
    clock.increment(HERO_INTERVAL_MS);
    expect(index('hero')).toBe(0);
  });

  it('holds still while the pointer is over it or focus is inside, and goes on after both leave', () => {
    const { clock, child, index } = home();
    child('hero').send({ type: 'pointer.enter' });
    clock.increment(HERO_INTERVAL_MS * 3);
    expect(index('hero')).toBe(0);
    child('hero').send({ type: 'focus.enter' });
    child('hero').send({ type: 'pointer.leave' });
    clock.increment(HERO_INTERVAL_MS * 3);
    expect(index('hero')).toBe(0);
    child('hero').send({ type: 'focus.leave' });
    clock.increment(HERO_INTERVAL_MS);
    expect(index('hero')).toBe(1);
  });
});

describe('home showcase carousel (2 slides, previous, next, dots, still on hover)', () => {
  it('wraps both ways by hand, shows a slide by its dot, and pauses under the pointer', () => {
    const { clock, child, index } = home();
    child('showcase').send({ type: 'slide.previous' });
    expect(index('showcase')).toBe(1);
    child('showcase').send({ type: 'slide.next' });
    expect(index('showcase')).toBe(0);
    child('showcase').send({ type: 'slide.show', index: 1 });
    expect(index('showcase')).toBe(1);
    clock.increment(SHOWCASE_INTERVAL_MS);
    expect(index('showcase')).toBe(0);
    child('showcase').send({ type: 'pointer.enter' });
    clock.increment(SHOWCASE_INTERVAL_MS * 2);
    expect(index('showcase')).toBe(0);
  });
});

describe('home sliders with reduced motion', () => {
  it('the hero and the showcase never move by themselves, through hover and focus, but move by hand', () => {
    const { clock, child, index } = home(true);
    clock.increment(HERO_INTERVAL_MS * 6);
    expect([index('hero'), index('showcase')]).toEqual([0, 0]);
    expect([slideshowView(child('hero').getSnapshot()).playing, slideshowView(child('showcase').getSnapshot()).playing]).toEqual([
      false,
      false,
    ]);
    child('hero').send({ type: 'focus.enter' });
    child('hero').send({ type: 'focus.leave' });
    child('showcase').send({ type: 'pointer.enter' });
    child('showcase').send({ type: 'pointer.leave' });
    clock.increment(SHOWCASE_INTERVAL_MS * 3);
    expect([index('hero'), index('showcase')]).toEqual([0, 0]);
    child('hero').send({ type: 'slide.show', index: 2 });
    child('showcase').send({ type: 'slide.next' });
    clock.increment(HERO_INTERVAL_MS * 3);
    expect([index('hero'), index('showcase')]).toEqual([2, 1]);
  });
});

describe('bookings services slideshow (3 services, 5 s, arrows, dots, wrapping)', () => {
  it('moves on every 5 s, wraps, and holds still under the pointer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(bookingsMachine, { clock, input: { reducedMotion: false } }).start();
    const slides = actor.getSnapshot().children.slides;
    if (!slides) throw new Error('no slides');
    const index = () => slides.getSnapshot().context.index;
    clock.increment(BOOKINGS_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    slides.send({ type: 'slide.next' });
    slides.send({ type: 'slide.next' });
    expect(index()).toBe(0);
    slides.send({ type: 'slide.previous' });
    expect(index()).toBe(2);
    slides.send({ type: 'pointer.enter' });
    clock.increment(BOOKINGS_INTERVAL_MS * 4);
    expect(index()).toBe(2);
    slides.send({ type: 'pointer.leave' });
    clock.increment(BOOKINGS_INTERVAL_MS);
    expect(index()).toBe(0);
  });

  it('with reduced motion never moves by itself, yet the arrows and dots still work', () => {
    const clock = new SimulatedClock();
    const actor = createActor(bookingsMachine, { clock, input: { reducedMotion: true } }).start();
    const slides = actor.getSnapshot().children.slides;
    if (!slides) throw new Error('no slides');
    clock.increment(BOOKINGS_INTERVAL_MS * 4);
    expect(slides.getSnapshot().context.index).toBe(0);
    expect(slideshowView(slides.getSnapshot()).playing).toBe(false);
    slides.send({ type: 'slide.next' });
    slides.send({ type: 'pointer.enter' });
    slides.send({ type: 'pointer.leave' });
    clock.increment(BOOKINGS_INTERVAL_MS * 4);
    expect(slides.getSnapshot().context.index).toBe(1);
  });

  it('reaches every slide, playing and paused, on its shortest paths (model-based)', () => {
    const events = [
      { type: 'slide.next' },
      { type: 'slide.previous' },
      { type: 'slide.show', index: 2 },
      { type: 'pointer.enter' },
      { type: 'pointer.leave' },
    ] as EventFromLogic<typeof slideshowMachine>[];
    const paths = getShortestPaths(slideshowMachine, { events, input: { intervalMs: BOOKINGS_INTERVAL_MS, count: 3 } });
    const reached = new Set(paths.map((path) => `${String(path.state.value)}:${path.state.context.index}`));
    expect([...reached].sort()).toEqual(['paused:0', 'paused:1', 'paused:2', 'playing:0', 'playing:1', 'playing:2']);
    for (const path of paths) expect(path.state.matches('paused')).toBe(path.state.context.hovered);

    // Without autoplay every path reaches every slide, and none of them plays.
    const still = getShortestPaths(slideshowMachine, { events, input: { intervalMs: BOOKINGS_INTERVAL_MS, count: 3, autoplay: false } });
    expect([...new Set(still.map((path) => `${String(path.state.value)}:${path.state.context.index}`))].sort()).toEqual([
      'paused:0',
      'paused:1',
      'paused:2',
    ]);
  });
});
