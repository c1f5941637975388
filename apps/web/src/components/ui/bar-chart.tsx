import classes from './bar-chart.module.css';

export interface Bar {
  label: string;
  value: number;
  /** The value as the reader should read it (unit, separators). */
  display: string;
  highlight?: boolean;
}

interface BarChartProps {
  title: string;
  /** A sentence under the chart: unit, source. */
  note?: string;
  bars: readonly Bar[];
  /** Column headers of the table that screen readers read instead of the drawing. */
  tableHeaders: { label: string; value: string };
}

/**
 * Horizontal bars, each an inline SVG stretched to its row (no chart library), with the labels and
 * values as text so they stay readable on a phone.
 */
export function BarChart({ title, note, bars, tableHeaders }: BarChartProps) {
  const max = Math.max(...bars.map((bar) => bar.value), 0);

  return (
    <figure className={classes.figure}>
      <figcaption className={classes.title}>{title}</figcaption>
      <div className={classes.rows} aria-hidden="true">
        {bars.map((bar, index) => {
          const percent = max > 0 ? Math.max(1, (bar.value / max) * 100) : 1;
          return (
            <div key={`${index}-${bar.label}`} className={classes.row} data-highlight={bar.highlight || undefined}>
              <span className={classes.label}>{bar.label}</span>
              <svg viewBox="0 0 100 10" preserveAspectRatio="none" className={classes.svg} focusable="false">
                <rect width="100" height="10" rx="1.5" className={classes.track} />
                <rect width={percent} height="10" rx="1.5" className={classes.bar} />
              </svg>
              <span className={classes.value}>{bar.display}</span>
            </div>
          );
        })}
      </div>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{tableHeaders.label}</th>
            <th scope="col">{tableHeaders.value}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar, index) => (
            <tr key={`${index}-${bar.label}`}>
              <th scope="row">{bar.label}</th>
              <td>{bar.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && <p className={classes.note}>{note}</p>}
    </figure>
  );
}
