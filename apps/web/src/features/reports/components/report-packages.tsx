import { useLocale, useTranslations } from 'next-intl';
import type { ReportDetail } from '@app/contracts/reports';
import { localized } from '@/lib/localized';
import { formatDong } from '@/lib/format-money';
import { CheckIcon } from '@/components/ui/catalogue-icons';
import { PackageActions } from './package-actions';
import classes from './report-packages.module.css';

/** The packages on sale for the report, cheapest first, with their prices and how to get each. */
export function ReportPackages({ report }: { report: ReportDetail }) {
  const t = useTranslations('reportDetail');
  const locale = useLocale();
  const packages = [...report.packages].sort((a, b) => a.level - b.level);
  const contentCount = (packageId: number) => report.contents.filter((content) => content.package_id === packageId).length;

  return (
    <section aria-labelledby="report-packages" className={classes.section}>
      <h2 id="report-packages" className={classes.title}>
        {t('packagesTitle')}
      </h2>
      {packages.length === 0 ? (
        <p className={classes.none}>{t('noPackage')}</p>
      ) : (
        <ul className={classes.list}>
          {packages.map((item) => {
            const discounted = item.original_price > item.price;
            const description = localized(locale, item.description, item.description_en);
            return (
              <li key={item.id} className={classes.card} data-free={item.is_free || undefined}>
                <div className={classes.head}>
                  <h3 className={classes.name}>{localized(locale, item.name, item.name_en)}</h3>
                  <p className={classes.price}>
                    {item.is_free ? (
                      <span className={classes.amount}>{t('freePrice')}</span>
                    ) : (
                      <>
                        <span className={classes.amount}>{formatDong(item.price)}</span>
                        {discounted && (
                          <s className={classes.original}>
                            <span className="visually-hidden">{t('originalPrice')} </span>
                            {formatDong(item.original_price)}
                          </s>
                        )}
                      </>
                    )}
                  </p>
                </div>
                {description && <p className={classes.description}>{description}</p>}
                <p className={classes.includes}>
                  <CheckIcon size={16} />
                  {t('packageContents', { count: contentCount(item.id) })}
                </p>
                <PackageActions
                  reportId={report.id}
                  packageId={item.id}
                  isFree={item.is_free}
                  packageName={localized(locale, item.name, item.name_en)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
