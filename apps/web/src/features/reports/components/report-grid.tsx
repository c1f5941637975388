import type { ReportListItem } from '@app/contracts/reports';
import { FirstScreenItems } from '@/components/ui/hydrate-in-slices';
import { ReportCard } from './report-card';
import classes from './report-grid.module.css';

/**
 * Report cards in a responsive grid; the first row's pictures can be asked for first. On a page
 * that is mostly the grid, the cards after `firstScreenCount` hydrate after the page, in slices.
 */
export function ReportGrid({
  reports,
  priorityCount = 0,
  firstScreenCount = reports.length,
  headingLevel,
}: {
  reports: readonly ReportListItem[];
  priorityCount?: number;
  firstScreenCount?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={classes.grid}>
      <FirstScreenItems count={firstScreenCount}>
        {reports.map((report, index) => (
          <li key={report.id}>
            <ReportCard report={report} priority={index < priorityCount} headingLevel={headingLevel} />
          </li>
        ))}
      </FirstScreenItems>
    </ul>
  );
}
