import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { externalLinks } from '@/config/external-links';
import { BookIcon, ChartIcon, ChatIcon, DocumentIcon, FacebookIcon, LinkedinIcon, NewsIcon, YoutubeIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import classes from './site-footer.module.css';

function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useTranslations('nav');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}

export function SiteFooter({ taxCodeLine }: { taxCodeLine?: string }) {
  const t = useTranslations('footer');
  const tb = useTranslations('brand');
  const locale = useLocale();
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <nav aria-label={t('quickTitle')}>
          <ul className={classes.quick}>
            <li>
              <ExternalLink href={externalLinks.courses} className={classes.quickButton}>
                <BookIcon size={22} />
                {t('course')}
              </ExternalLink>
            </li>
            <li>
              <Link href={paths.reports} className={classes.quickButton}>
                <ChartIcon size={22} />
                {t('report')}
              </Link>
            </li>
            <li>
              <ExternalLink href={externalLinks.documents} className={classes.quickButton}>
                <DocumentIcon size={22} />
                {t('document')}
              </ExternalLink>
            </li>
            <li>
              <Link href={paths.contact} className={classes.quickButton}>
                <ChatIcon size={22} />
                {t('contact')}
              </Link>
            </li>
          </ul>
        </nav>

        <div className={classes.columns}>
          <div className={classes.brand}>
            <Link href={paths.home} aria-label={tb('homeLink')} className={classes.logoLink}>
              <Logo tone="light" />
            </Link>
            <p className={classes.about}>{t('about')}</p>
          </div>

          <nav aria-labelledby="footer-connect">
            <h2 id="footer-connect" className={classes.heading}>
              {t('connectTitle')}
            </h2>
            <ul className={classes.links}>
              <li>
                <ExternalLink href={externalLinks.blog[locale]} className={classes.link}>
                  <NewsIcon size={18} />
                  {t('blog')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={externalLinks.facebook} className={classes.link}>
                  <FacebookIcon size={18} />
                  {t('facebook')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={externalLinks.youtube} className={classes.link}>
                  <YoutubeIcon size={18} />
                  {t('youtube')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={externalLinks.linkedin} className={classes.link}>
                  <LinkedinIcon size={18} />
                  {t('linkedin')}
                </ExternalLink>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-useful">
            <h2 id="footer-useful" className={classes.heading}>
              {t('usefulTitle')}
            </h2>
            <ul className={classes.links}>
              <li>
                <ExternalLink href={externalLinks.partners.construction} className={classes.link}>
                  {t('partnerConstruction')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={externalLinks.partners.statistics} className={classes.link}>
                  {t('partnerStatistics')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={externalLinks.partners.stateBank} className={classes.link}>
                  {t('partnerStateBank')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={externalLinks.partners.realtors} className={classes.link}>
                  {t('partnerRealtors')}
                </ExternalLink>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-policies">
            <h2 id="footer-policies" className={classes.heading}>
              {t('policiesTitle')}
            </h2>
            <ul className={classes.links}>
              <li>
                <Link href={paths.policy.ownership} className={classes.link}>
                  {t('ownership')}
                </Link>
              </li>
              <li>
                <Link href={paths.policy.purchase} className={classes.link}>
                  {t('purchasePolicy')}
                </Link>
              </li>
              <li>
                <Link href={paths.policy.privacy} className={classes.link}>
                  {t('privacyPolicy')}
                </Link>
              </li>
              <li>
                <Link href={paths.policy.exchange} className={classes.link}>
                  {t('exchangePolicy')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>

        <div className={classes.bottom}>
          <div className={classes.legal}>
            {taxCodeLine && <p className={classes.taxCode}>{taxCodeLine}</p>}
            <p className={classes.copyright}>{t('copyright', { year })}</p>
          </div>
          <ExternalLink href={externalLinks.registrationBadge} className={classes.badgeLink}>
            {/* A small static SVG: the image optimiser does not process SVG, and its size is fixed. Lazy, so
                it is not preloaded ahead of the pictures at the top of the page. */}
            <img
              src="/images/registration-badge.svg"
              width={150}
              height={57}
              loading="lazy"
              alt={t('registrationBadge')}
              className={classes.badge}
            />
          </ExternalLink>
        </div>
      </Container>
    </footer>
  );
}
