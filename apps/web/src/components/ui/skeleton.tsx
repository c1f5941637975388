import type { CSSProperties } from 'react';
import classes from './skeleton.module.css';

interface SkeletonProps {
  /** Width divided by height, for picture placeholders; otherwise `height`. */
  ratio?: number;
  height?: number | string;
  width?: number | string;
  radius?: number | string;
  className?: string;
}

/** A grey shimmering block in the shape of the content that is on its way (no layout shift when it comes). */
export function Skeleton({ ratio, height, width = '100%', radius, className }: SkeletonProps) {
  const style: CSSProperties = {
    width,
    height: ratio ? undefined : (height ?? 16),
    aspectRatio: ratio ? String(ratio) : undefined,
    borderRadius: radius,
  };
  return <span className={[classes.block, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}
