import { vars } from './theme.css.ts';

/** The keyboard focus ring, in the accent colour; on a dark ground (heroes, the lightbox) in its light twin. */
export const focusRing = { ':focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' } } as const;
export const focusRingOnDark = { ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}`, outlineOffset: '2px' } } as const;
