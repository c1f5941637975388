import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import classes from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Breadcrumbs or a back link above the title. */
  above?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of a page: its one h1 and a sentence about it. */
export function PageHeader({ title, description, above, children }: PageHeaderProps) {
  return (
    <div className={classes.band}>
      <Container size="xl">
        {above}
        <h1 className={classes.title}>{title}</h1>
        {description && <p className={classes.description}>{description}</p>}
        {children}
      </Container>
    </div>
  );
}
