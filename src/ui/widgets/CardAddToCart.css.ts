import { style } from '@vanilla-extract/css';
import { primaryButton } from '../styles/buttons.css.ts';
import { vars } from '../styles/theme.css.ts';

/**
 * A product card's Add to Cart: the studio's primary pill. While its request runs it is
 * aria-disabled (it keeps the keyboard focus), so it is greyed by that attribute as a disabled
 * (sold-out) one is by :disabled.
 */
export const button = style([
  primaryButton,
  {
    selectors: {
      '&[aria-disabled="true"]': { background: vars.color.inkMuted, cursor: 'progress' },
    },
  },
]);
