import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import classes from './button-link.module.css';

export interface ButtonLinkProps extends Pick<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onClick' | 'className'> {
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}

/**
 * A link within the site that looks like Mantine's Button. It is plain markup and CSS (no client
 * directive), so server components render it without sending any script; client components may
 * still give it an onClick.
 */
export function ButtonLink({
  variant = 'filled',
  size = 'sm',
  fullWidth,
  leftSection,
  rightSection,
  className,
  children,
  ...link
}: ButtonLinkProps) {
  return (
    <Link
      {...link}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-variant={variant}
      data-size={size}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      <span className={classes.inner}>
        {leftSection && (
          <span className={classes.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={classes.label}>{children}</span>
        {rightSection && (
          <span className={classes.section} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Link>
  );
}
