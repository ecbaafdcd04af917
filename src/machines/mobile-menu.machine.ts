import { setup } from 'xstate';

/** Spec: the mobile menu closes at or above this width (the desktop menu takes over). */
export const DESKTOP_BREAKPOINT_PX = 768;

type MobileMenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'route.change' }
  | { type: 'viewport.resize'; width: number };

/**
 * The slide-in menu of small screens. While it is open the page behind it must not scroll;
 * the lock is an injected action so the machine runs without a DOM in tests.
 */
export const mobileMenuMachine = setup({
  types: { events: {} as MobileMenuEvent },
  actions: {
    lockPageScroll: () => {},
    unlockPageScroll: () => {},
  },
  guards: {
    isDesktopWidth: ({ event }) => event.type === 'viewport.resize' && event.width >= DESKTOP_BREAKPOINT_PX,
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      entry: 'lockPageScroll',
      exit: 'unlockPageScroll',
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
        'route.change': 'closed',
        'viewport.resize': { guard: 'isDesktopWidth', target: 'closed' },
      },
    },
  },
});
