'use client';

import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import classes from './report-page.module.css';

export default function ReportLoading() {
  const t = useTranslations('pageLoading');
  return (
    <LoadingRegion label={t('report')}>
      <Container size="xl" className={classes.page}>
        <Skeleton height={14} width={260} />
        <div className={classes.columns} style={{ marginTop: 24 }}>
          <div className={classes.main}>
            <Skeleton height={36} width="80%" />
            <Skeleton height={18} width="50%" />
            <Skeleton height={90} />
            <Skeleton height={240} radius={12} />
          </div>
          <div className={classes.aside}>
            <Skeleton ratio={16 / 9} radius={16} />
            <Skeleton height={160} radius={16} />
          </div>
        </div>
      </Container>
    </LoadingRegion>
  );
}
