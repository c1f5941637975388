import type { CSSProperties, ReactNode } from 'react';
import classes from './container.module.css';

/** Mantine's container widths, so pages keep their measure. */
const WIDTHS = { sm: 720, md: 960, lg: 1140, xl: 1320 } as const;

export interface ContainerProps {
  size?: keyof typeof WIDTHS | number;
  className?: string;
  children?: ReactNode;
}

/**
 * The page's centred column with side padding. Plain HTML rather than Mantine's `Container`, which
 * is a client component: every section of a page would be one more thing to hydrate.
 */
export function Container({ size = 'md', className, children }: ContainerProps) {
  const width = typeof size === 'number' ? size : WIDTHS[size];
  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} style={{ '--container-width': `${width}px` } as CSSProperties}>
      {children}
    </div>
  );
}
