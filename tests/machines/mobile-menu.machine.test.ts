import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from '../../src/machines/mobile-menu.machine.ts';

function startWithScrollLog() {
  const log: string[] = [];
  const machine = mobileMenuMachine.provide({
    actions: { lockPageScroll: () => log.push('lock'), unlockPageScroll: () => log.push('unlock') },
  });
  return { actor: createActor(machine).start(), log };
}

describe('mobileMenuMachine', () => {
  it('locks page scroll while open and unlocks when it closes', () => {
    const { actor, log } = startWithScrollLog();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(log).toEqual(['lock']);
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(log).toEqual(['lock', 'unlock']);
  });

  it('closes on a route change', () => {
    const { actor } = startWithScrollLog();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'route.change' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes at 768 px and wider, but not at 767 px', () => {
    const { actor } = startWithScrollLog();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'viewport.resize', width: 767 });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'viewport.resize', width: 768 });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
