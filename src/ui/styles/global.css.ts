import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.paper,
  lineHeight: 1.5,
});
