'use client';

import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import classes from './project-page.module.css';

export default function ProjectLoading() {
  const t = useTranslations('pageLoading');
  return (
    <LoadingRegion label={t('project')}>
      <Container size="xl" className={classes.page}>
        <Skeleton height={14} width={260} />
        <Skeleton height={36} width="60%" />
        <Skeleton ratio={16 / 5} radius={16} />
        <Skeleton height={44} />
        <Skeleton height={220} radius={12} />
      </Container>
    </LoadingRegion>
  );
}
