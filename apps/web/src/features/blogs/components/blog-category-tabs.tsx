import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { activeTabs, BLOG_TABS, blogQueryString, type BlogCategoryId } from '../utils/blog-categories';
import classes from './blog-category-tabs.module.css';

/**
 * The category tabs (and the sub-tabs of the newsletter and R&D) as links: each tab is an address
 * of its own, shareable and rendered on the server, reachable with Tab and Enter.
 */
export function BlogCategoryTabs({ category, tagActive }: { category: BlogCategoryId; tagActive: boolean }) {
  const t = useTranslations('blogs');
  const locale = useLocale();
  const { tab, subTab } = activeTabs(category);
  const href = (id: number) => `${paths.blog[locale]}${blogQueryString({ category: id as BlogCategoryId })}`;

  return (
    <nav aria-label={t('categoriesLabel')} className={classes.nav}>
      <ul className={classes.tabs}>
        {BLOG_TABS.map((item) => (
          <li key={item.id}>
            <Link href={href(item.id)} className={classes.tab} aria-current={!tagActive && item.id === tab.id ? 'page' : undefined}>
              {t(`category.${item.id as BlogCategoryId}`)}
            </Link>
          </li>
        ))}
      </ul>
      {!tagActive && tab.subTabs.length > 0 && (
        <ul className={classes.subTabs} aria-label={t('subCategoriesLabel', { name: t(`category.${tab.id as BlogCategoryId}`) })}>
          {tab.subTabs.map((id) => (
            <li key={id}>
              <Link href={href(id)} className={classes.subTab} aria-current={id === subTab ? 'page' : undefined}>
                {id === tab.id ? t('allOf') : t(`category.${id as BlogCategoryId}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
