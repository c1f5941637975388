import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { SmartImage } from '@/components/ui/smart-image';
import type { Expert } from '../api/get-expert-team';
import classes from './expert-team.module.css';

/** The expert team as a row of cards that scrolls sideways on small screens (no carousel script). */
export function ExpertTeam({ experts }: { experts: readonly Expert[] }) {
  const t = useTranslations('ambassadors');
  if (experts.length === 0) return <p className={classes.empty}>{t('teamEmpty')}</p>;
  return (
    <ul className={classes.row}>
      {experts.map((expert) => (
        <li key={expert.id} className={classes.card}>
          <div className={classes.avatar}>
            <SmartImage src={expert.avatar_url} alt="" ratio={1} sizes="160px" />
          </div>
          <h3 className={classes.name}>
            <Link href={paths.ambassador(expert.id)} className={classes.link} prefetch={false}>
              {expert.name}
            </Link>
          </h3>
          {expert.position && <p className={classes.position}>{expert.position}</p>}
          {expert.experience && <p className={classes.experience}>{expert.experience}</p>}
        </li>
      ))}
    </ul>
  );
}
