import { useFormatter, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { SmartImage } from '@/components/ui/smart-image';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import classes from './home-hero.module.css';

/** Banner shapes the staff upload: 1920×600 for wide screens, 750×900 for phones. */
const DESKTOP_BANNER_RATIO = 1920 / 600;
const MOBILE_BANNER_RATIO = 750 / 900;

interface HomeHeroProps {
  desktopBanner?: string;
  mobileBanner?: string;
}

export function HomeHero({ desktopBanner, mobileBanner }: HomeHeroProps) {
  const t = useTranslations('home');
  const format = useFormatter();
  const banner = desktopBanner || mobileBanner;

  return (
    <section className={classes.hero} aria-labelledby="home-title">
      {banner && (
        <SmartImage
          src={banner}
          mobile={mobileBanner ? { src: mobileBanner, ratio: MOBILE_BANNER_RATIO } : undefined}
          ratio={DESKTOP_BANNER_RATIO}
          alt={t('bannerAlt')}
          sizes="100vw"
          priority
          className={classes.banner}
        />
      )}
      <Container size="xl" className={classes.intro}>
        <div className={classes.text}>
          <p className={classes.eyebrow}>{t('heroEyebrow')}</p>
          <h1 id="home-title" className={classes.title}>
            {t('heroTitle')}
          </h1>
          <p className={classes.subtitle}>{t('heroSubtitle')}</p>
          <div className={classes.actions}>
            <ButtonLink href={paths.reports} size="md" rightSection={<ArrowRightIcon size={18} />}>
              {t('viewReports')}
            </ButtonLink>
            <ButtonLink href={paths.contact} size="md" variant="default">
              {t('contactUs')}
            </ButtonLink>
          </div>
        </div>
        <dl className={classes.stats}>
          <div className={classes.stat}>
            <dt className={classes.statLabel}>{t('statProvinces')}</dt>
            <dd className={classes.statValue}>63</dd>
          </div>
          <div className={classes.stat}>
            <dt className={classes.statLabel}>{t('statData')}</dt>
            <dd className={classes.statValue}>{format.number(10_000)}+</dd>
          </div>
        </dl>
      </Container>
    </section>
  );
}
