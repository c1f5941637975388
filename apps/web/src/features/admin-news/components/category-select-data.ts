import type { AdminBlogCategory } from '@app/contracts/admin-blog-categories';
import type { Locale } from '@app/contracts/locale';

/** The categories as select options in tree order, each indented by its depth; hidden ones say so. */
export function categorySelectData(categories: readonly AdminBlogCategory[], locale: Locale, hiddenLabel = '') {
  return categories.map((category) => ({
    value: String(category.id),
    label: `${'— '.repeat(category.depth)}${locale === 'en' && category.name_en ? category.name_en : category.name}${category.active || !hiddenLabel ? '' : ` (${hiddenLabel})`}`,
  }));
}
