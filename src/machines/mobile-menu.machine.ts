import { assertEvent, setup } from 'xstate';

/** Spec: the mobile menu closes at or above this width (the desktop menu takes over). */
export const DESKTOP_BREAKPOINT_PX = 768;

type MobileMenuEvent =
  { type: 'menu.toggle' } | { type: 'menu.close' } | { type: 'route.change' } | { type: 'viewport.resize'; width: number };

/**
 * The slide-in menu of small screens: open until toggled, closed, the route changes or the
 * window grows to desktop width. (The page behind does not scroll: the Drawer widget's modal
 * locks it, so the machine has no lock of its own.)
 */
export const mobileMenuMachine = setup({
  types: { events: {} as MobileMenuEvent },
  guards: {
    isDesktopWidth: ({ event }) => {
      assertEvent(event, 'viewport.resize');
      return event.width >= DESKTOP_BREAKPOINT_PX;
    },
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
        'route.change': 'closed',
        'viewport.resize': { guard: 'isDesktopWidth', target: 'closed' },
      },
    },
  },
});
