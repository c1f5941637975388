import type { Page } from '@app/contracts/envelope';
import { SETTING_PAGE_SIZE, type Setting, type SettingKey } from '@app/contracts/settings';
import { apiRequest, type ApiRequestOptions, type RequestContext } from '@/lib/api-client';

export type SettingValues = Partial<Record<SettingKey, string>>;

/** Public system settings by name; names the API does not know are simply absent. */
export async function searchSettings(
  names: readonly SettingKey[],
  context?: RequestContext,
  signal?: AbortSignal,
  cacheFor?: ApiRequestOptions['cacheFor'],
): Promise<SettingValues> {
  const page = await apiRequest<Page<Setting>>('/v1/public/system-setting/search', {
    method: 'POST',
    query: { page: 1, page_size: SETTING_PAGE_SIZE },
    body: names,
    context,
    signal,
    cacheFor,
  });
  return Object.fromEntries(page.items.map(({ name, value }) => [name, value])) as SettingValues;
}
