import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const desktop = 'screen and (min-width: 768px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: 'rgba(250, 247, 242, 0.94)',
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${vars.color.line}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  height: vars.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

export const brand = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  letterSpacing: '0.02em',
  color: vars.color.ink,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  marginRight: 'auto',
});

export const nav = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.md } },
});

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  padding: `${vars.space.xs} 0`,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover, &[aria-current="page"]': { borderBottomColor: vars.color.accent },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const ghostButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.ink}`,
  background: 'transparent',
  color: vars.color.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  font: 'inherit',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  font: 'inherit',
});

globalStyle(`${iconButton} svg`, { width: '1.5rem', height: '1.5rem' });

/** The account button's picture, when the user has one. */
export const avatar = style({
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  objectFit: 'cover',
});

export const badge = style({
  marginLeft: '-0.5rem',
  marginTop: '-1rem',
  minWidth: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontSize: '0.75rem',
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-3rem',
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.ink,
  color: vars.color.paper,
  ':focus': { top: vars.space.sm },
});

// These must win over the button styles they are paired with, which set display too, whatever
// order the build puts the stylesheets in (the shared button styles may be a file of their own,
// linked after this one): the class twice outranks a single class.
export const desktopOnly = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [desktop]: { selectors: { '&&': { display: 'inline-flex' } } } },
});
export const mobileOnly = style({ '@media': { [desktop]: { selectors: { '&&': { display: 'none' } } } } });

/**
 * Login for a guest (on a wide screen only), the cart and account buttons for a customer: the slot
 * is as wide as the wider of the two on every screen, so the session arriving after the page has
 * painted (a stored login is read by the browser, the server renders every page for a guest)
 * moves nothing beside it, the main navigation and the menu button included.
 */
export const accountSlot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  // The cart and account buttons take 6.25rem (two 2.75rem buttons and the gap between them), the
  // Login button about 4.6rem.
  minWidth: '6.25rem',
  '@media': { [desktop]: { minWidth: '7rem' } },
});
