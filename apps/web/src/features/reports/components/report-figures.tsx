import { useTranslations } from 'next-intl';
import { BarChart } from '@/components/ui/bar-chart';
import { figuresFromHtml } from '../utils/figures-from-html';

/** The market figures of a report's description table, drawn as bars; nothing when there is no such table. */
export function ReportFigures({ description }: { description: string | null }) {
  const t = useTranslations('reportDetail');
  const table = figuresFromHtml(description);
  if (!table) return null;
  const max = Math.max(...table.figures.map((figure) => figure.value));
  return (
    <BarChart
      title={table.heading ? t('figuresTitleOf', { heading: table.heading }) : t('figuresTitle')}
      note={t('figuresNote')}
      tableHeaders={{ label: t('figuresLabel'), value: table.heading ?? t('figuresValue') }}
      bars={table.figures.map((figure) => ({
        label: figure.label,
        value: figure.value,
        display: figure.text,
        highlight: figure.value === max,
      }))}
    />
  );
}
