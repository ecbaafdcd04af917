import { setup } from 'xstate';

/** Spec: the desktop Gallery dropdown closes 200 ms after the pointer leaves it. */
export const HOVER_MENU_CLOSE_DELAY_MS = 200;

type HoverMenuEvent = { type: 'pointer.enter' } | { type: 'pointer.leave' } | { type: 'menu.toggle' } | { type: 'menu.close' };

/**
 * A dropdown that opens on hover or press and forgives a pointer that slips out briefly:
 * leaving starts a short grace period, and coming back within it keeps the menu open.
 * A press on a menu that hovering opened keeps it open (the mouse user meant "open"); a second
 * press closes it.
 */
export const hoverMenuMachine = setup({
  types: { events: {} as HoverMenuEvent },
  delays: { closeDelay: HOVER_MENU_CLOSE_DELAY_MS },
}).createMachine({
  id: 'hoverMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'pointer.enter': 'open.hovered', 'menu.toggle': 'open.pressed' },
    },
    open: {
      initial: 'hovered',
      on: { 'pointer.leave': 'closing', 'menu.close': 'closed' },
      states: {
        hovered: { on: { 'menu.toggle': 'pressed' } },
        pressed: { on: { 'menu.toggle': '#hoverMenu.closed' } },
      },
    },
    closing: {
      after: { closeDelay: 'closed' },
      on: { 'pointer.enter': 'open.hovered', 'menu.toggle': 'open.pressed', 'menu.close': 'closed' },
    },
  },
});
