import type { ReportListItem } from '@app/contracts/reports';
import { ReportCard } from './report-card';
import classes from './report-grid.module.css';

/** Report cards in a responsive grid; the first row's pictures can be asked for first. */
export function ReportGrid({
  reports,
  priorityCount = 0,
  headingLevel,
}: {
  reports: readonly ReportListItem[];
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={classes.grid}>
      {reports.map((report, index) => (
        <li key={report.id}>
          <ReportCard report={report} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
