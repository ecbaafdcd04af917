import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The studio's design tokens: warm paper, deep ink and a terracotta accent, like a print
 * in a darkroom. Every colour pair used for text meets WCAG AA contrast.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#17130f',
    inkMuted: '#5c544b',
    paper: '#faf7f2',
    surface: '#ffffff',
    accent: '#8a4b1f',
    accentInk: '#ffffff',
    accentOnDark: '#e9a26f',
    danger: '#a3261c',
    dangerOnDark: '#ff8a80',
    success: '#7bd389',
    line: '#ddd5c9',
    toast: '#1f1b17',
    toastInk: '#f5efe6',
    footer: '#17130f',
    footerInk: '#e9e2d6',
    footerMuted: '#b9b0a3',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '2rem', xl: '4rem' },
  radius: { sm: '0.25rem', md: '0.5rem', pill: '999px' },
  shadow: { raised: '0 8px 24px rgba(23, 19, 15, 0.18)' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    display: 'Georgia, "Times New Roman", serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '2.5rem' },
  layout: { maxWidth: '75rem', headerHeight: '4rem' },
});
