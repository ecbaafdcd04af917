import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic } from 'xstate';
import { DESKTOP_BREAKPOINT_PX, mobileMenuMachine } from '../../src/machines/mobile-menu.machine.ts';
import { replay } from './support/replay.ts';

type MobileMenuEvent = EventFromLogic<typeof mobileMenuMachine>;

const closers: MobileMenuEvent[] = [
  { type: 'menu.toggle' },
  { type: 'menu.close' },
  { type: 'route.change' },
  { type: 'viewport.resize', width: DESKTOP_BREAKPOINT_PX },
];
const events: MobileMenuEvent[] = [...closers, { type: 'viewport.resize', width: DESKTOP_BREAKPOINT_PX - 1 }];

describe('mobileMenuMachine, every shortest path', () => {
  const paths = getShortestPaths(mobileMenuMachine, { events });

  it('reaches closed and open, and the real actor follows every path', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['closed', 'open']));
    for (const path of paths) replay(mobileMenuMachine, path);
  });

  it('an open menu closes on a toggle, a close, a route change or a desktop-wide window, and stays open at 767 px', () => {
    const open = paths.find((path) => path.state.matches('open'))?.state;
    if (!open) throw new Error('the menu never opened');
    for (const event of closers) expect(transition(mobileMenuMachine, open, event)[0].value).toBe('closed');
    expect(transition(mobileMenuMachine, open, { type: 'viewport.resize', width: 767 })[0].value).toBe('open');
  });

  it('a closed menu opens only by a toggle', () => {
    for (const path of paths.filter((candidate) => candidate.state.matches('closed'))) {
      for (const event of events)
        expect(transition(mobileMenuMachine, path.state, event)[0].value).toBe(event.type === 'menu.toggle' ? 'open' : 'closed');
    }
  });
});
