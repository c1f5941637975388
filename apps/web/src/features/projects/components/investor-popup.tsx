'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Loader, Modal } from '@mantine/core';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { localized } from '@/lib/localized';
import { currentUnitName } from '@/lib/current-unit';
import { SmartImage } from '@/components/ui/smart-image';
import { RichText } from '@/components/ui/rich-text';
import { useInvestor } from '../api/get-investor';
import classes from './people-panels.module.css';

/** The investor popup: the company's profile, number of projects and some of them. */
export function InvestorPopup({ permalink, opened, onClose }: { permalink: string; opened: boolean; onClose: () => void }) {
  const t = useTranslations('investorPopup');
  const locale = useLocale();
  const investor = useInvestor(permalink, opened);
  const data = investor.data;
  const nowIn = (unit: string | null) => unit && t('nowIn', { unit });
  const description = data ? localized(locale, data.description, data.description_en) : null;
  const facts: [string, string | null][] = data
    ? [
        [t('company'), data.company_name],
        [t('projectCount'), String(data.project_count)],
        [t('founded'), data.founding_year === null ? null : String(data.founding_year)],
        [t('stockCode'), data.stock_code],
        [t('mainField'), data.main_field],
        [
          t('address'),
          [
            data.address,
            data.district?.name,
            data.province && localized(locale, data.province.name, data.province.name_en),
            nowIn(currentUnitName(locale, data.province, data.unit)),
          ]
            .filter(Boolean)
            .join(', ') || null,
        ],
        [t('phone'), data.phone],
        [t('email'), data.email],
      ]
    : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={data?.name ?? t('title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {investor.isPending && (
        <div className={classes.loading} role="status">
          <Loader color="brand" />
          <span>{t('loading')}</span>
        </div>
      )}
      {investor.isError && <p role="alert">{t('failed')}</p>}
      {data && (
        <div className={classes.popup}>
          <div className={classes.popupHead}>
            <div className={classes.logo}>
              <SmartImage src={data.logo_url} alt="" ratio={1} sizes="120px" fit="contain" />
            </div>
            <dl className={classes.facts}>
              {facts
                .filter((fact): fact is [string, string] => Boolean(fact[1]))
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </div>
          {description && <RichText html={description} />}
          {data.projects.items.length > 0 && (
            <section aria-labelledby="investor-projects">
              <h3 id="investor-projects" className={classes.subTitle}>
                {t('projects')}
              </h3>
              <ul className={classes.projectLinks}>
                {data.projects.items.map((project) => (
                  <li key={project.id}>
                    <Link href={paths.projectReport(project.permalink)} onClick={onClose}>
                      {localized(locale, project.title, project.title_en)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
