import type { Metadata } from 'next';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/config/paths';
import { ambassadorPageId } from '@/lib/info-user';
import { getServerContext } from '@/lib/server-context';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { SmartImage } from '@/components/ui/smart-image';
import { searchSettings, type SettingValues } from '@/features/settings/api/search-settings';
import { AccountShell } from '@/features/accounts/components/account-shell';
import { AmbassadorForm } from '@/features/accounts/components/ambassador-form';
import { AmbassadorStatus } from '@/features/accounts/components/ambassador-status';
import { getAmbassadorRegistration } from '@/features/accounts/api/get-ambassador-registration';
import { getCoverageOptions } from '@/api/get-coverage-options';
import { getProjectOptions } from '@/api/search-projects';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';
import { requireSessionUser } from '@/features/accounts/server/require-session-user';
import classes from './register-ambassador.module.css';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface RegisterAmbassadorPageProps {
  params: LocaleParams;
}

export async function generateMetadata({ params }: RegisterAmbassadorPageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'registerAmbassador');
}

/** /register-ambassador: the profile of DOMAIN.md and its states (not handled, approved, rejected and sent again). */
export default async function RegisterAmbassadorPage({ params }: RegisterAmbassadorPageProps) {
  const locale = await pageLocale(params);
  const { user, me } = await requireSessionUser(paths.registerAmbassador, locale);
  const context = await getServerContext();
  const [t, registration, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    getAmbassadorRegistration(context),
    searchSettings(
      [
        'ambassador_intro_text',
        'ambassador_success_text',
        'ambassador_register_image_pc',
        'ambassador_register_image_mobile',
        'ambassador_register_image_vertical',
      ],
      context,
    ).catch((): SettingValues => ({})),
  ]);
  const canApply = registration === null || registration.registration_status === 'rejected';
  const [coverage, chosenProjects] = canApply
    ? await Promise.all([getCoverageOptions(locale, context), getProjectOptions(registration?.project_ids ?? [], context)])
    : [null, []];
  // Staff write these texts in Vietnamese; English pages keep their own.
  const intro = (locale === 'vi' && settings.ambassador_intro_text) || t('ambassador.intro');

  return (
    <AccountShell title={t('titles.registerAmbassador')}>
      <Stack gap="lg">
        {settings.ambassador_register_image_pc && (
          <SmartImage
            src={settings.ambassador_register_image_pc}
            mobile={
              settings.ambassador_register_image_mobile ? { src: settings.ambassador_register_image_mobile, ratio: 750 / 900 } : undefined
            }
            ratio={1600 / 500}
            alt={t('ambassador.bannerAlt')}
            sizes="(max-width: 992px) 100vw, 860px"
            priority
          />
        )}
        <Text>{intro}</Text>
        <div className={classes.body}>
          <Stack gap="lg" className={classes.main}>
            {registration && (
              <AmbassadorStatus
                registration={registration}
                locale={locale}
                successText={settings.ambassador_success_text}
                ambassadorId={ambassadorPageId(user)}
              />
            )}
            {coverage && (
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Title order={2} size="h4" mb="md">
                  {t('ambassador.formTitle')}
                </Title>
                <AmbassadorForm
                  previous={registration}
                  defaults={{
                    name: [me.last_name, me.first_name].filter(Boolean).join(' '),
                    phone: me.phone ?? '',
                    email: me.email,
                    avatar_url: me.avatar_url ?? '',
                  }}
                  areas={coverage.areas}
                  provinces={coverage.provinces}
                  chosenProjects={chosenProjects}
                />
              </Paper>
            )}
          </Stack>
          {settings.ambassador_register_image_vertical && (
            <aside className={classes.side}>
              <SmartImage
                src={settings.ambassador_register_image_vertical}
                ratio={600 / 1000}
                alt={t('ambassador.sideImageAlt')}
                sizes="240px"
              />
            </aside>
          )}
        </div>
      </Stack>
    </AccountShell>
  );
}
