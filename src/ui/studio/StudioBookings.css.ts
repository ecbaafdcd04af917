import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** A service's picture as the cards crop it, small enough to leave the form in view on a phone. */
export const preview = style({
  display: 'block',
  width: '100%',
  maxWidth: '20rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
