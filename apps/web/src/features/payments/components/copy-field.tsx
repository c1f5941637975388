'use client';

import { useTranslations } from 'next-intl';
import { Button, CopyButton } from '@mantine/core';
import classes from './copy-field.module.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What is shown when it differs from what is copied (an amount with its grouping). */
  display?: string;
  hint?: string;
  emphasis?: boolean;
}

/** One line of the transfer details with its copy button. */
export function CopyField({ label, value, display, hint, emphasis = false }: CopyFieldProps) {
  const t = useTranslations('payments');
  return (
    <div className={classes.field} data-emphasis={emphasis || undefined}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>
        <span className={classes.text}>
          <span>{display ?? value}</span>
          {hint && <span className={classes.hint}>{hint}</span>}
        </span>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'green' : undefined}
              size="compact-sm"
              onClick={copy}
              className={classes.copy}
              aria-label={t('copyField', { field: label })}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </dd>
    </div>
  );
}
