import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const root = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  maxWidth: '40rem',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  ':focus-visible': focusRing,
});

export const clear = style({
  position: 'absolute',
  right: '6.5rem',
  top: '50%',
  transform: 'translateY(-50%)',
  minWidth: '2rem',
  minHeight: '2rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const submit = style({
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.paper,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const listbox = style({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: 0,
  right: 0,
  zIndex: 20,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: '#f3ece2' },
    '&[aria-selected="true"]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

export const optionImage = style({
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: '#efe8dd',
});

export const optionText = style({ display: 'grid' });
export const optionLabel = style({ fontWeight: 600 });
export const optionDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
