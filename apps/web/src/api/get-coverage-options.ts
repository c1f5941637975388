import type { Area, Province } from '@app/contracts/geography';
import type { Locale } from '@app/contracts/locale';
import type { RequestContext } from '@/lib/api-client';
import { getAreas } from '@/api/get-areas';
import { getProvinces } from '@/api/get-provinces';
import { localized } from '@/lib/localized';
import { collator } from '@/lib/intl-formats';

export interface Option {
  value: string;
  label: string;
}

/** Areas and provinces an ambassador may cover, named in the page's language and sorted for it. */
export async function getCoverageOptions(locale: Locale, context: RequestContext): Promise<{ areas: Option[]; provinces: Option[] }> {
  const [areas, provinces] = await Promise.all([getAreas({ active: true }, context), getProvinces({ active: true }, context)]);
  const options = (items: readonly (Area | Province)[]) =>
    items
      .map((item) => ({ value: String(item.id), label: localized(locale, item.name, item.name_en) }))
      .sort((a, b) => collator(locale).compare(a.label, b.label));
  return { areas: options(areas), provinces: options(provinces) };
}
