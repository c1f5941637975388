import type { Area, Province } from '@app/contracts/geography';
import type { Page } from '@app/contracts/envelope';
import type { Locale } from '@app/contracts/locale';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { localized } from '@/lib/localized';
import { collator } from '@/lib/intl-formats';

export interface Option {
  value: string;
  label: string;
}

/** Areas and provinces an ambassador may cover, named in the page's language and sorted for it. */
export async function getCoverageOptions(locale: Locale, context: RequestContext): Promise<{ areas: Option[]; provinces: Option[] }> {
  const [areas, provinces] = await Promise.all([
    apiRequest<Page<Area>>('/v1/public/areas', { query: { active: true }, context }),
    apiRequest<Page<Province>>('/v1/public/provinces', { query: { active: true }, context }),
  ]);
  const options = (items: readonly (Area | Province)[]) =>
    items
      .map((item) => ({ value: String(item.id), label: localized(locale, item.name, item.name_en) }))
      .sort((a, b) => collator(locale).compare(a.label, b.label));
  return { areas: options(areas.items), provinces: options(provinces.items) };
}
