import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import classes from './section.module.css';

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** A link to everything of the kind ("see all"). */
  action?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A band of a long page (the home page) with its heading. */
export function Section({ id, title, subtitle, action, tone = 'plain', children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={classes.section} data-tone={tone}>
      <Container size="xl">
        <div className={classes.head}>
          <div>
            <h2 id={`${id}-title`} className={classes.title}>
              {title}
            </h2>
            {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
          </div>
          {action}
        </div>
        {children}
      </Container>
    </section>
  );
}
