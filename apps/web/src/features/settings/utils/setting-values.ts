/**
 * A picture setting holds one URL, or a JSON list of URLs when staff upload several (the home
 * banners). Anything unreadable counts as no picture.
 */
export function imageUrls(value: string | undefined): string[] {
  const text = value?.trim();
  if (!text) return [];
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim())
      : [];
  } catch {
    return [];
  }
}
