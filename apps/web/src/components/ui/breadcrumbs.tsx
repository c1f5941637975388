import { Link } from '@/i18n/navigation';
import classes from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the page sits in the site; the last crumb is the page itself. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={classes.nav}>
      <ol className={classes.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={classes.item}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} className={classes.link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined} className={classes.current}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
