import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}

/** What a list shows when it has nothing: says so, and offers the next step. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className={classes.root} role="status">
      {icon && <div className={classes.icon}>{icon}</div>}
      <p className={classes.title}>{title}</p>
      {description && <p className={classes.description}>{description}</p>}
      {action && <div className={classes.action}>{action}</div>}
    </div>
  );
}
