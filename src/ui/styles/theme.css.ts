import { createGlobalTheme } from '@vanilla-extract/css';

/** The studio's design tokens: one contract for colour, space and type. */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#17130f',
    inkMuted: '#5c544b',
    paper: '#faf7f2',
    accent: '#8a4b1f',
    accentInk: '#ffffff',
    danger: '#a3261c',
    line: '#ddd5c9',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '2rem', xl: '4rem' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    display: 'Georgia, "Times New Roman", serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '2.5rem' },
});
