import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { lightboxMachine } from '../../../src/machines/gallery/lightbox.machine.ts';
import { lightboxView } from '../../../src/machines/gallery/lightbox.view.ts';

type LightboxEvent = EventFromLogic<typeof lightboxMachine>;

function start() {
  const actor = createActor(lightboxMachine).start();
  return { actor, view: () => lightboxView(actor.getSnapshot()) };
}

describe('lightboxMachine', () => {
  it('opens on the picture clicked and steps through the list, wrapping both ways', () => {
    const { actor, view } = start();
    expect(view()).toEqual({ open: false, index: 0, count: 0 });
    actor.send({ type: 'lightbox.open', index: 2, count: 3 });
    expect(view()).toEqual({ open: true, index: 2, count: 3 });
    actor.send({ type: 'lightbox.next' });
    expect(view().index).toBe(0);
    actor.send({ type: 'lightbox.previous' });
    expect(view().index).toBe(2);
    actor.send({ type: 'lightbox.show', index: 1 });
    expect(view().index).toBe(1);
  });

  it('follows ArrowRight, ArrowLeft and Escape, and ignores other keys', () => {
    const { actor, view } = start();
    actor.send({ type: 'lightbox.open', index: 0, count: 4 });
    actor.send({ type: 'lightbox.key', key: 'ArrowLeft' });
    expect(view().index).toBe(3);
    actor.send({ type: 'lightbox.key', key: 'ArrowRight' });
    actor.send({ type: 'lightbox.key', key: 'ArrowRight' });
    expect(view().index).toBe(1);
    actor.send({ type: 'lightbox.key', key: 'Enter' });
    expect(view()).toEqual({ open: true, index: 1, count: 4 });
    actor.send({ type: 'lightbox.key', key: 'Escape' });
    expect(view()).toEqual({ open: false, index: 0, count: 4 });
  });

  it('resets the index to 0 when it closes', () => {
    const { actor, view } = start();
    actor.send({ type: 'lightbox.open', index: 2, count: 3 });
    actor.send({ type: 'lightbox.close' });
    expect(view()).toEqual({ open: false, index: 0, count: 3 });
  });

  it('does not open on an empty list', () => {
    const { actor, view } = start();
    actor.send({ type: 'lightbox.open', index: 0, count: 0 });
    expect(view().open).toBe(false);
  });

  it('keeps the index inside the list on every shortest path, and 0 whenever closed', () => {
    const events = [
      { type: 'lightbox.open', index: 1, count: 3 },
      { type: 'lightbox.open', index: 0, count: 0 },
      { type: 'lightbox.next' },
      { type: 'lightbox.previous' },
      { type: 'lightbox.show', index: -1 },
      { type: 'lightbox.key', key: 'ArrowLeft' },
      { type: 'lightbox.key', key: 'ArrowRight' },
      { type: 'lightbox.key', key: 'Escape' },
      { type: 'lightbox.close' },
    ] as LightboxEvent[];
    const paths = getShortestPaths(lightboxMachine, { events });
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      for (const { state } of [...path.steps, path]) {
        if (state.matches('closed')) expect(state.context.index).toBe(0);
        else expect(state.context.index).toBeLessThan(state.context.count);
      }
    }
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['closed', 'open']));
  });
});
