import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// `hidden` means hidden: the browser's own rule loses to any class that sets display, and the
// home page's slides (display: flex and grid) all showed at once, stacked, their buttons included.
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.paper,
  lineHeight: 1.5,
});

// The footer sits at the bottom of short pages: the page is a column and <main> takes the rest.
globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// <main> is at least a screen tall, so the footer starts below the fold and a page whose content
// arrives after its code (or its data) does not push a visible footer down (layout shift, issue 12).
globalStyle('#main', { flex: 1, minHeight: '100vh' });
