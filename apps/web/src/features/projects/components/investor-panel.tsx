import { useTranslations } from 'next-intl';
import type { ProjectDetail } from '@app/contracts/projects';
import { SmartImage } from '@/components/ui/smart-image';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon } from '@/components/ui/catalogue-icons';
import { InvestorPopupButton } from './investor-popup-button';
import classes from './people-panels.module.css';

/** Investor info: who develops the project, with a popup of the investor's full profile and projects. */
export function InvestorPanel({ investor }: { investor: ProjectDetail['investor'] }) {
  const t = useTranslations('projects');
  if (!investor) return <EmptyState icon={<BuildingIcon size={26} />} title={t('noInvestor')} />;
  const facts: [string, string | null][] = [
    [t('investorCompany'), investor.company_name],
    [t('investorFounded'), investor.founding_year === null ? null : String(investor.founding_year)],
    [t('investorAddress'), investor.address],
  ];
  return (
    <div className={classes.card}>
      <div className={classes.logo}>
        <SmartImage src={investor.logo_url} alt={t('investorLogo', { name: investor.name })} ratio={1} sizes="120px" fit="contain" />
      </div>
      <div className={classes.body}>
        <h3 className={classes.name}>{investor.name}</h3>
        <dl className={classes.facts}>
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {investor.website && (
            <div>
              <dt>{t('investorWebsite')}</dt>
              <dd>
                <a href={investor.website} target="_blank" rel="noopener noreferrer">
                  {investor.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {investor.description && <p className={classes.text}>{investor.description}</p>}
        <InvestorPopupButton permalink={investor.permalink} name={investor.name} />
      </div>
    </div>
  );
}
