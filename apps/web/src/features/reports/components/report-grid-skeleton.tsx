import { Skeleton } from '@/components/ui/skeleton';
import { REPORT_COVER_RATIO } from './report-card';
import cardClasses from './report-card.module.css';
import gridClasses from './report-grid.module.css';

/** Cards in the shape of report cards while the reports are on their way. */
export function ReportGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={gridClasses.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={cardClasses.card}>
            <Skeleton ratio={REPORT_COVER_RATIO} radius={0} />
            <div className={cardClasses.body}>
              <Skeleton height={20} />
              <Skeleton height={20} width="70%" />
              <Skeleton height={14} width="50%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="85%" />
              <Skeleton height={18} width="40%" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
