import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({ maxWidth: '40rem', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });
