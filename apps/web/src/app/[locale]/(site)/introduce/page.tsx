import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { paths, DEFAULT_COMPANY_PROFILE_PDF } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/ui/rich-text';
import { YoutubeEmbed } from '@/components/ui/youtube-embed';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { DocumentIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import classes from '../info-page.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'about' }), getSiteSettings()]);
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    paths: paths.introduce,
    image: imageUrls(settings.page_share_image)[0],
  });
}

/** The about page: staff write it in the `about_page` setting (sanitised by the API), with the intro video. */
export default async function IntroducePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [t, tn, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'siteInfo' }),
    getSiteSettings(),
  ]);

  return (
    <Container size="xl" className={classes.page}>
      <Breadcrumbs label={tn('breadcrumbs')} items={[{ label: tn('home'), href: paths.home }, { label: t('title') }]} />
      <h1 className={classes.title}>{t('title')}</h1>
      <p className={classes.lead}>{t('description')}</p>
      <div className={classes.columns}>
        <div>
          {settings.about_page ? (
            <RichText html={settings.about_page} className={classes.about} />
          ) : (
            <EmptyState icon={<DocumentIcon size={26} />} title={t('empty')} />
          )}
          {settings.intro_video && (
            <section aria-labelledby="intro-video" className={classes.video}>
              <h2 id="intro-video" className={classes.sectionTitle}>
                {t('videoTitle')}
              </h2>
              <YoutubeEmbed url={settings.intro_video} title={t('videoTitle')} />
            </section>
          )}
        </div>
        <aside className={classes.aside}>
          <section aria-labelledby="profile-title" className={classes.card}>
            <h2 id="profile-title" className={classes.cardTitle}>
              {t('profileTitle')}
            </h2>
            <p className={classes.muted}>{t('profileText')}</p>
            <a href={settings.company_profile_pdf || DEFAULT_COMPANY_PROFILE_PDF} target="_blank" rel="noopener">
              {t('profileLink')} <ExternalLinkIcon size={14} />
            </a>
          </section>
          <section aria-labelledby="about-contact" className={classes.card}>
            <h2 id="about-contact" className={classes.cardTitle}>
              {t('contactTitle')}
            </h2>
            <p className={classes.muted}>{t('contactText')}</p>
            <ButtonLink href={paths.contact}>{t('contactButton')}</ButtonLink>
          </section>
        </aside>
      </div>
    </Container>
  );
}
