import { useLocale, useMessages, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';
import { PageHeader } from '@/components/ui/page-header';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { POLICY_UPDATED_ON, POLICY_KEYS, type PolicyKey } from '../utils/policies';
import classes from './policy-article.module.css';

/** One of the four policies, with the others linked beside it. */
export function PolicyArticle({ policy }: { policy: PolicyKey }) {
  const t = useTranslations('policies');
  const tn = useTranslations('siteInfo');
  const locale = useLocale();
  const sections = Object.values(useMessages().policies[policy].sections);

  return (
    <>
      <PageHeader
        title={t(`${policy}.title`)}
        description={t(`${policy}.summary`)}
        above={<Breadcrumbs label={tn('breadcrumbs')} items={[{ label: tn('home'), href: paths.home }, { label: t(`${policy}.title`) }]} />}
      />
      <Container size="xl" className={classes.layout}>
        <article className={classes.article}>
          <p className={classes.updated}>{t('updated', { date: formatDay(POLICY_UPDATED_ON, locale) })}</p>
          {sections.map((section) => (
            <section key={section.heading} className={classes.section}>
              <h2 className={classes.heading}>{section.heading}</h2>
              {Object.values(section.paragraphs).map((paragraph) => (
                <p key={paragraph} className={classes.paragraph}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
        <nav aria-labelledby="other-policies" className={classes.nav}>
          <h2 id="other-policies" className={classes.navTitle}>
            {t('otherPolicies')}
          </h2>
          <ul className={classes.links}>
            {POLICY_KEYS.map((key) => (
              <li key={key}>
                <Link href={paths.policy[key]} aria-current={key === policy ? 'page' : undefined} className={classes.link}>
                  {t(`${key}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </>
  );
}
