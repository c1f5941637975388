/** Maps come from eKaMap, Google or a static image; the setting `map_provider` chooses. */
export const MAP_PROVIDERS = ['image', 'google', 'ekamap'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

/** The setting's value, read loosely ('eKaMap', ' Google '); anything else is the image, which works offline. */
export function mapProvider(setting: string | undefined): MapProvider {
  const value = setting?.trim().toLowerCase();
  return MAP_PROVIDERS.find((provider) => provider === value) ?? 'image';
}
