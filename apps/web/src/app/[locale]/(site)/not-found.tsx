import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import classes from './not-found.module.css';

export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <Container size="sm" className={classes.root}>
      <p className={classes.code}>404</p>
      <h1 className={classes.title}>{t('title')}</h1>
      <p className={classes.text}>{t('description')}</p>
      <ButtonLink href={paths.home}>{t('backHome')}</ButtonLink>
    </Container>
  );
}
