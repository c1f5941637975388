import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SmartImage } from '@/components/ui/smart-image';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { ContactForm } from '@/features/contacts/components/contact-form';
import { consultingService } from '@/features/contacts/utils/consulting-services';
import { ContactChannels } from '@/features/site-info/components/contact-channels';
import classes from '../info-page.module.css';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface ContactPageProps {
  params: LocaleParams;
  searchParams: Promise<{ service?: string | string[] }>;
}

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'contactPage' }), getSiteSettings()]);
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    paths: paths.contact,
    image: imageUrls(settings.contact_cover)[0] ?? imageUrls(settings.page_share_image)[0],
  });
}

/** Contact and consulting: a consulting menu entry (?service=…) starts the message with that service. */
export default async function ContactPage({ params, searchParams }: ContactPageProps) {
  const locale = await pageLocale(params);
  const [t, tn, settings, { service }] = await Promise.all([
    getTranslations({ locale, namespace: 'contactPage' }),
    getTranslations({ locale, namespace: 'siteInfo' }),
    getSiteSettings(),
    searchParams,
  ]);
  const chosen = consultingService(Array.isArray(service) ? service[0] : service);
  const cover = imageUrls(settings.contact_cover)[0];

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
        <h1 className={classes.title}>{chosen ? t(`service.${chosen}`) : t('title')}</h1>
        <p className={classes.lead}>{chosen ? t('serviceLead') : t('description')}</p>
        <div className={classes.columns}>
          <ContactForm initialMessage={chosen ? t('serviceMessage', { service: t(`service.${chosen}`) }) : ''} />
          <aside className={classes.aside}>
            <section aria-labelledby="contact-channels" className={classes.card}>
              <h2 id="contact-channels" className={classes.cardTitle}>
                {t('channelsTitle')}
              </h2>
              <ContactChannels
                hotline={settings.hotline}
                email={settings.contact_email}
                labels={{ hotline: t('hotline'), email: t('email') }}
              />
              <p className={classes.muted}>{t('promise')}</p>
            </section>
          </aside>
        </div>
      </Container>
    </>
  );
}
