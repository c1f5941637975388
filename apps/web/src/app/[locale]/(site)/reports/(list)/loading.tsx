import { useTranslations } from 'next-intl';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ReportGridSkeleton } from '@/features/reports/components/report-grid-skeleton';
import { MAP_HEIGHT, MAP_WIDTH } from '@/features/reports/utils/vietnam-map';
import classes from './reports-page.module.css';

/** Results in the shape they will have, while the filters above stay usable. */
export default function ReportsLoading() {
  const t = useTranslations('reports');
  return (
    <>
      <LoadingRegion label={t('loading')} className={classes.results}>
        <Skeleton height={26} width="30%" />
        <div style={{ height: 16 }} />
        <ReportGridSkeleton />
      </LoadingRegion>
      <div className={classes.aside}>
        <Skeleton ratio={MAP_WIDTH / MAP_HEIGHT} radius={16} />
      </div>
    </>
  );
}
