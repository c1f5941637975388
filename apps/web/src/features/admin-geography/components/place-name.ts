/** A place in the reader's language: the English name when there is one and the page is in English. */
export function placeName(locale: string, place: { name: string; name_en: string | null }): string {
  return locale === 'en' && place.name_en ? place.name_en : place.name;
}
