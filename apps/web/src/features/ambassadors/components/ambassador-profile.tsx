import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { localized } from '@/lib/localized';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SmartImage } from '@/components/ui/smart-image';
import { EmptyState } from '@/components/ui/empty-state';
import { FacebookIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { BuildingIcon, GlobeIcon, ZaloIcon } from '@/components/ui/catalogue-icons';
import type { AmbassadorProfile as Profile } from '../api/get-ambassador';
import classes from './ambassador-profile.module.css';

/** An ambassador's page: who they are, how to reach them, and the areas, provinces and projects they cover. */
export function AmbassadorProfile({ ambassador }: { ambassador: Profile }) {
  const t = useTranslations('ambassadors');
  const locale = useLocale();
  const places = [...ambassador.areas, ...ambassador.provinces].map((place) => localized(locale, place.name, place.name_en));
  const contacts = [
    ambassador.phone && { href: `tel:${ambassador.phone}`, label: ambassador.phone, icon: <PhoneIcon size={18} />, external: false },
    ambassador.email && { href: `mailto:${ambassador.email}`, label: ambassador.email, icon: <MailIcon size={18} />, external: false },
    ambassador.zalo_url && { href: ambassador.zalo_url, label: 'Zalo', icon: <ZaloIcon size={18} />, external: true },
    ambassador.facebook_url && { href: ambassador.facebook_url, label: 'Facebook', icon: <FacebookIcon size={18} />, external: true },
    ambassador.website && { href: ambassador.website, label: t('website'), icon: <GlobeIcon size={18} />, external: true },
  ].filter((item) => Boolean(item)) as { href: string; label: string; icon: ReactNode; external: boolean }[];

  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs
        label={t('breadcrumbs')}
        items={[{ label: t('home'), href: paths.home }, { label: t('team') }, { label: ambassador.name }]}
      />
      <header className={classes.header}>
        <div className={classes.avatar}>
          <SmartImage src={ambassador.avatar_url} alt={ambassador.name} ratio={1} sizes="200px" priority />
        </div>
        <div className={classes.intro}>
          <p className={classes.kicker}>{t('kicker')}</p>
          <h1 className={classes.name}>{ambassador.name}</h1>
          {ambassador.position && <p className={classes.position}>{ambassador.position}</p>}
          <ul className={classes.contacts}>
            {contacts.map((contact) => (
              <li key={contact.href}>
                <a href={contact.href} {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {contact.icon}
                  {contact.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </header>
      <div className={classes.columns}>
        <section aria-labelledby="ambassador-about" className={classes.block}>
          <h2 id="ambassador-about" className={classes.blockTitle}>
            {t('about')}
          </h2>
          {ambassador.introduction && <p className={classes.text}>{ambassador.introduction}</p>}
          {ambassador.experience && (
            <p className={classes.text}>
              <strong>{t('experience')}: </strong>
              {ambassador.experience}
            </p>
          )}
        </section>
        <section aria-labelledby="ambassador-areas" className={classes.block}>
          <h2 id="ambassador-areas" className={classes.blockTitle}>
            {t('covers')}
          </h2>
          {places.length > 0 ? (
            <ul className={classes.places}>
              {places.map((place) => (
                <li key={place}>
                  <MapPinIcon size={16} />
                  {place}
                </li>
              ))}
            </ul>
          ) : (
            <p className={classes.text}>{t('coversProjects')}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="ambassador-projects" className={classes.projects}>
        <h2 id="ambassador-projects" className={classes.blockTitle}>
          {t('projects', { count: ambassador.projects.total })}
        </h2>
        {ambassador.projects.items.length === 0 ? (
          <EmptyState icon={<BuildingIcon size={26} />} title={t('noProjects')} />
        ) : (
          <ul className={classes.projectGrid}>
            {ambassador.projects.items.map((project) => (
              <li key={project.id} className={classes.project}>
                <SmartImage src={project.cover_url} alt="" ratio={16 / 10} sizes="(max-width: 767px) 100vw, 300px" />
                <div className={classes.projectBody}>
                  <h3 className={classes.projectName}>
                    <Link href={paths.projectReport(project.permalink)} className={classes.projectLink} prefetch={false}>
                      {localized(locale, project.title, project.title_en)}
                    </Link>
                  </h3>
                  {project.province && (
                    <p className={classes.projectMeta}>{localized(locale, project.province.name, project.province.name_en)}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
