import { useTranslations } from 'next-intl';
import type { ProjectDetail } from '@app/contracts/projects';
import { SmartImage } from '@/components/ui/smart-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button-link';
import { FacebookIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { UsersIcon, ZaloIcon } from '@/components/ui/catalogue-icons';
import { paths } from '@/config/paths';
import classes from './people-panels.module.css';

/** Ambassador info: the project's dedicated ambassador and how to reach them. */
export function AmbassadorPanel({ ambassador }: { ambassador: ProjectDetail['ambassador'] }) {
  const t = useTranslations('projects');
  if (!ambassador) return <EmptyState icon={<UsersIcon size={26} />} title={t('noAmbassador')} description={t('noAmbassadorHint')} />;
  return (
    <div className={classes.card}>
      <div className={classes.avatar}>
        <SmartImage src={ambassador.avatar_url} alt={ambassador.name} ratio={1} sizes="120px" />
      </div>
      <div className={classes.body}>
        <h3 className={classes.name}>{ambassador.name}</h3>
        {ambassador.position && <p className={classes.position}>{ambassador.position}</p>}
        {ambassador.experience && <p className={classes.text}>{ambassador.experience}</p>}
        <ul className={classes.contacts}>
          {ambassador.phone && (
            <li>
              <a href={`tel:${ambassador.phone}`}>
                <PhoneIcon size={18} />
                {ambassador.phone}
              </a>
            </li>
          )}
          {ambassador.email && (
            <li>
              <a href={`mailto:${ambassador.email}`}>
                <MailIcon size={18} />
                {ambassador.email}
              </a>
            </li>
          )}
          {ambassador.zalo_url && (
            <li>
              <a href={ambassador.zalo_url} target="_blank" rel="noopener noreferrer">
                <ZaloIcon size={18} />
                Zalo
              </a>
            </li>
          )}
          {ambassador.facebook_url && (
            <li>
              <a href={ambassador.facebook_url} target="_blank" rel="noopener noreferrer">
                <FacebookIcon size={18} />
                Facebook
              </a>
            </li>
          )}
        </ul>
        <ButtonLink href={paths.ambassador(ambassador.id)} variant="light">
          {t('ambassadorPage', { name: ambassador.name })}
        </ButtonLink>
      </div>
    </div>
  );
}
