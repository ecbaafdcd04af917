import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HOVER_MENU_CLOSE_DELAY_MS, hoverMenuMachine } from '../../src/machines/hover-menu.machine.ts';

describe('hoverMenuMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes exactly 200 ms after the pointer leaves', () => {
    const actor = createActor(hoverMenuMachine).start();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'pointer.leave' });
    vi.advanceTimersByTime(HOVER_MENU_CLOSE_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(HOVER_MENU_CLOSE_DELAY_MS).toBe(200);
  });

  it('stays open when the pointer comes back within the delay', () => {
    const actor = createActor(hoverMenuMachine).start();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'pointer.leave' });
    vi.advanceTimersByTime(150);
    actor.send({ type: 'pointer.enter' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('keeps a hover-opened menu open when it is pressed, and closes on the second press', () => {
    const actor = createActor(hoverMenuMachine).start();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toEqual({ open: 'pressed' });
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('toggles with a press (keyboard and touch) and closes on demand', () => {
    const actor = createActor(hoverMenuMachine).start();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toEqual({ open: 'pressed' });
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
