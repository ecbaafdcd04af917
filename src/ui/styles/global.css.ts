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

// The footer sits at the bottom of short pages: the page is a column and <main> takes the rest.
globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('#main', { flex: 1 });
