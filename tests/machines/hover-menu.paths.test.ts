import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic } from 'xstate';
import { HOVER_MENU_CLOSE_DELAY_MS, hoverMenuMachine } from '../../src/machines/hover-menu.machine.ts';
import { replay, withEveryEvent } from './support/replay.ts';

const CLOSE_DELAY = 'xstate.after.closeDelay.hoverMenu.closing';
const events = [
  { type: 'pointer.enter' },
  { type: 'pointer.leave' },
  { type: 'menu.toggle' },
  { type: 'menu.close' },
  { type: CLOSE_DELAY },
] as unknown as EventFromLogic<typeof hoverMenuMachine>[];

describe('hoverMenuMachine, every shortest path', () => {
  const paths = getShortestPaths(hoverMenuMachine, { events });

  it('reaches closed, open by hover, open by press and closing', () => {
    expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(
      new Set(['"closed"', '{"open":"hovered"}', '{"open":"pressed"}', '"closing"']),
    );
  });

  it('closes on demand from every state, and a pointer coming back to a closing menu keeps it open', () => {
    for (const path of paths) {
      expect(transition(hoverMenuMachine, path.state, { type: 'menu.close' })[0].value).toBe('closed');
      if (path.state.matches('closing'))
        expect(transition(hoverMenuMachine, path.state, { type: 'pointer.enter' })[0].value).toEqual({ open: 'hovered' });
    }
  });

  it('walked on a real actor through every transition, closes exactly 200 ms after the pointer left (simulated clock)', () => {
    const transitions = withEveryEvent(hoverMenuMachine, paths, events);
    for (const path of transitions) replay(hoverMenuMachine, path, { timers: { [CLOSE_DELAY]: HOVER_MENU_CLOSE_DELAY_MS } });
    const fired = transitions.filter(
      (path) => path.steps.at(-1)?.event.type === CLOSE_DELAY && path.steps.at(-2)?.state.matches('closing'),
    );
    expect(fired.map((path) => path.state.value)).toEqual(['closed']);
  });
});
