import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SmartImage } from '@/components/ui/smart-image';
import { ButtonLink } from '@/components/ui/button-link';
import { QuestionIcon } from '@/components/ui/catalogue-icons';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { FaqList } from '@/features/site-info/components/faq-list';
import { POLICY_KEYS } from '@/features/site-info/utils/policies';
import { Link } from '@/i18n/navigation';
import { ContactChannels } from '@/features/site-info/components/contact-channels';
import classes from '../info-page.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'support' }), getSiteSettings()]);
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    paths: paths.qa,
    image: imageUrls(settings.qa_cover)[0] ?? imageUrls(settings.page_share_image)[0],
  });
}

/** The support centre: answers first, then every way to reach the shop (the floating buttons stay away here). */
export default async function SupportPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [t, tp, tn, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'support' }),
    getTranslations({ locale, namespace: 'policies' }),
    getTranslations({ locale, namespace: 'siteInfo' }),
    getSiteSettings(),
  ]);
  const cover = imageUrls(settings.qa_cover)[0];

  return (
    <>
      {cover && (
        <SmartImage
          src={cover}
          alt=""
          ratio={1600 / 420}
          mobile={{ src: cover, ratio: 16 / 7 }}
          sizes="100vw"
          priority
          className={classes.cover}
        />
      )}
      <Container size="xl" className={classes.page}>
        <Breadcrumbs label={tn('breadcrumbs')} items={[{ label: tn('home'), href: paths.home }, { label: t('title') }]} />
        <h1 className={classes.title}>{t('title')}</h1>
        <p className={classes.lead}>{t('description')}</p>
        <div className={classes.columns}>
          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className={classes.sectionTitle}>
              <QuestionIcon size={24} />
              {t('faqTitle')}
            </h2>
            <FaqList />
          </section>
          <aside className={classes.aside}>
            <section aria-labelledby="channels-title" className={classes.card}>
              <h2 id="channels-title" className={classes.cardTitle}>
                {t('channelsTitle')}
              </h2>
              <ContactChannels
                hotline={settings.hotline}
                email={settings.contact_email}
                labels={{ hotline: t('hotline'), email: t('email') }}
              />
              <p className={classes.muted}>{t('hours')}</p>
              <ButtonLink href={paths.contact}>{t('contactPage')}</ButtonLink>
            </section>
            <nav aria-labelledby="support-policies" className={classes.card}>
              <h2 id="support-policies" className={classes.cardTitle}>
                {t('policiesTitle')}
              </h2>
              <ul className={classes.links}>
                {POLICY_KEYS.map((key) => (
                  <li key={key}>
                    <Link href={paths.policy[key]}>{tp(`${key}.title`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </Container>
    </>
  );
}
