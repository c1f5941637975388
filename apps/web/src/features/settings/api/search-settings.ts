import { SETTING_PAGE_SIZE, settingEndpoints, type SettingKey } from '@app/contracts/settings';
import type { ApiRequestOptions, RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

export type SettingValues = Partial<Record<SettingKey, string>>;

/** Public system settings by name; names the API does not know are simply absent. */
export async function searchSettings(
  names: readonly SettingKey[],
  context?: RequestContext,
  signal?: AbortSignal,
  cacheFor?: ApiRequestOptions['cacheFor'],
): Promise<SettingValues> {
  const page = await callEndpoint(
    settingEndpoints.search,
    { query: { page: 1, page_size: SETTING_PAGE_SIZE }, body: [...names] },
    { context, signal, cacheFor },
  );
  return Object.fromEntries(page.items.map(({ name, value }) => [name, value])) as SettingValues;
}
