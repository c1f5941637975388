import { useLocale, useTranslations } from 'next-intl';
import { compareVietnamese } from '@app/contracts/search';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { TagIcon } from '@/components/ui/catalogue-icons';
import { blogQueryString } from '../utils/blog-categories';
import classes from './tag-list.module.css';

/** Tags as links to the posts carrying them. */
export function TagList({ tags, current, title }: { tags: readonly string[]; current?: string; title?: string }) {
  const t = useTranslations('blogs');
  const locale = useLocale();
  const unique = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))].sort(compareVietnamese);
  if (unique.length === 0) return null;
  return (
    <section aria-label={title ?? t('tags')} className={classes.box}>
      {title !== undefined && (
        <h2 className={classes.title}>
          <TagIcon size={18} />
          {title}
        </h2>
      )}
      <ul className={classes.tags}>
        {unique.map((tag) => (
          <li key={tag}>
            <Link
              href={`${paths.blog[locale]}${blogQueryString({ tag })}`}
              className={classes.tag}
              aria-current={tag === current ? 'page' : undefined}
              prefetch={false}
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
