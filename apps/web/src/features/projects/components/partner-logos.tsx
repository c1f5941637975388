import { useTranslations } from 'next-intl';
import { SmartImage } from '@/components/ui/smart-image';
import type { InvestorListItem } from '../api/get-investors';
import classes from './partner-logos.module.css';

/** The investors whose projects the shop covers, as a wall of logos. */
export function PartnerLogos({ investors }: { investors: readonly InvestorListItem[] }) {
  const t = useTranslations('projects');
  if (investors.length === 0) return <p className={classes.empty}>{t('partnersEmpty')}</p>;
  return (
    <ul className={classes.grid}>
      {investors.map((investor) => (
        <li key={investor.id} className={classes.item} title={investor.company_name ?? investor.name}>
          <SmartImage src={investor.logo_url} alt={investor.name} ratio={1} sizes="120px" fit="contain" />
          <span className={classes.name}>{investor.name}</span>
        </li>
      ))}
    </ul>
  );
}
