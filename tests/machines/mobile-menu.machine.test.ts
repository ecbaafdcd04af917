import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from '../../src/machines/mobile-menu.machine.ts';

function start() {
  return { actor: createActor(mobileMenuMachine).start() };
}

describe('mobileMenuMachine', () => {
  it('opens on toggle and closes on close or a second toggle', () => {
    const { actor } = start();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores close, route changes and resizes while closed', () => {
    const { actor } = start();
    actor.send({ type: 'menu.close' });
    actor.send({ type: 'route.change' });
    actor.send({ type: 'viewport.resize', width: 1200 });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes on a route change', () => {
    const { actor } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'route.change' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes at 768 px and wider, but not at 767 px', () => {
    const { actor } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'viewport.resize', width: 767 });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'viewport.resize', width: 768 });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
