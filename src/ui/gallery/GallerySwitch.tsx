import { Link, useLocation } from 'react-router';
import { gallerySwitchTarget } from '../../domain/gallery.ts';
import * as styles from './gallery.css.ts';

const NAMES = { '/productshowcase': 'Product Showcase', '/humanstories': 'Human Stories' } as const;

/** The floating button between the two galleries, on paths containing 'human' or 'product'. */
export function GallerySwitch() {
  const target = gallerySwitchTarget(useLocation().pathname);
  if (!target) return null;
  return (
    <Link className={styles.switchButton} to={target}>
      Switch to {NAMES[target]}
    </Link>
  );
}
