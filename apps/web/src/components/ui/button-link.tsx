import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import classes from './button-link.module.css';

export type ButtonLinkProps = Pick<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onClick' | 'className'> & ButtonLook;

/** How a button looks: shared by the link and the action button. */
interface ButtonLook {
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}

function lookAttributes({ variant = 'filled', size = 'sm', fullWidth, leftSection, rightSection }: Omit<ButtonLook, 'children'>) {
  // Only the marks that apply: an absent one would still be written into the page's data as `$undefined`.
  return {
    'data-variant': variant,
    'data-size': size,
    ...(fullWidth && { 'data-block': true }),
    ...(leftSection ? { 'data-with-left-section': true } : {}),
    ...(rightSection ? { 'data-with-right-section': true } : {}),
  };
}

function ButtonInner({ leftSection, rightSection, children }: Pick<ButtonLook, 'leftSection' | 'rightSection' | 'children'>) {
  return (
    <span className={classes.inner}>
      {leftSection ? (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className={classes.label}>{children}</span>
      {rightSection ? (
        <span className={classes.section} data-position="right">
          {rightSection}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A link within the site that looks like Mantine's Button. It is plain markup and CSS (no client
 * directive), so server components render it without sending any script; client components may
 * still give it an onClick.
 */
export function ButtonLink({ variant, size, fullWidth, leftSection, rightSection, className, children, ...link }: ButtonLinkProps) {
  return (
    <Link
      {...link}
      className={className ? `${classes.root} ${className}` : classes.root}
      {...lookAttributes({ variant, size, fullWidth, leftSection, rightSection })}
    >
      <ButtonInner leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonInner>
    </Link>
  );
}

export interface ActionButtonProps extends ButtonLook {
  onClick?: () => void;
  /** An anchor within the page (`#id`): the button is then a plain link to it. */
  href?: string;
  /**
   * A theme colour instead of the primary one: filled at shade 9, as Mantine's `color="green.9"`;
   * light as Mantine's light green.
   */
  color?: 'green';
  loading?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * A button (or an in-page link) that looks like Mantine's Button, loading state included, for the
 * islands of public pages: it costs them none of Mantine's code.
 */
export function ActionButton({ onClick, href, color, loading, disabled, children, leftSection, rightSection, ...rest }: ActionButtonProps) {
  const look = { ...lookAttributes({ ...rest, leftSection, rightSection }), 'data-color': color, 'aria-label': rest['aria-label'] };
  const inner = (
    <ButtonInner leftSection={leftSection} rightSection={rightSection}>
      {children}
    </ButtonInner>
  );
  if (href !== undefined) {
    return (
      <a href={href} onClick={onClick} className={classes.root} {...look}>
        {inner}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={classes.root}
      {...look}
    >
      {inner}
    </button>
  );
}
