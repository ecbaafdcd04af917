import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const tabs = style({ display: 'grid', gap: vars.space.md });

export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, borderBottom: `1px solid ${vars.color.line}` });

export const tab = style({
  padding: `${vars.space.sm} 0`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.ink, borderBottomColor: vars.color.accent },
  },
});

export const tabPanel = style({ ':focus-visible': focusRing });
