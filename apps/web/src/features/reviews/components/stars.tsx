import type { CSSProperties } from 'react';
import classes from './stars.module.css';

/**
 * A rating drawn as five stars; the label says it in words. One element painted through a star
 * mask, so a page of reviews carries no star drawings in its HTML.
 */
export function Stars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  const style = { '--stars-size': `${size}px`, '--stars-on': Math.round(rating) } as CSSProperties;
  return <span className={classes.stars} role="img" aria-label={label} style={style} />;
}
