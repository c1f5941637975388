import { useLocale, useTranslations } from 'next-intl';
import type { ProjectDetail } from '@app/contracts/projects';
import { localized } from '@/lib/localized';
import { BarChart } from '@/components/ui/bar-chart';
import type { NearProject } from '../api/get-nearest-projects';
import { formatProjectPrice } from '../utils/project-price';

/** The project's price per m² beside its neighbours': a market figure people compare at a glance. */
export function PriceComparison({ project, nearby }: { project: ProjectDetail; nearby: readonly NearProject[] }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  const priced = [project, ...nearby].filter((item) => item.price !== null);
  if (project.price === null || priced.length < 2) return null;
  const bars = priced
    .map((item) => ({
      label: localized(locale, item.title, item.title_en),
      value: item.price!,
      display: formatProjectPrice(item.price!, locale),
      highlight: item.id === project.id,
    }))
    .sort((a, b) => b.value - a.value);
  return (
    <BarChart
      title={t('priceChartTitle')}
      note={t('priceChartNote')}
      bars={bars}
      tableHeaders={{ label: t('priceChartProject'), value: t('priceChartPrice') }}
    />
  );
}
