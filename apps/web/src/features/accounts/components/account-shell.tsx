import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { Container } from '@/components/ui/container';
import { AccountMenu } from '@/components/ui/account-menu';
import { RouteMessages } from '@/i18n/route-messages';
import classes from './account-shell.module.css';

interface AccountShellProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The account pages: their content beside the account menu (on phones the menu lives on /profile). */
export function AccountShell({ title, description, children }: AccountShellProps) {
  return (
    <Container size="lg" className={classes.page}>
      <div className={classes.layout}>
        <aside className={classes.side}>
          <Paper withBorder radius="md" p="md">
            <AccountMenu withAdminLink />
          </Paper>
        </aside>
        <section className={classes.main} aria-labelledby="account-page-title">
          <Title order={1} id="account-page-title" className={classes.title}>
            {title}
          </Title>
          {description && (
            <Text c="gray.7" mb="lg">
              {description}
            </Text>
          )}
          <RouteMessages route="account">{children}</RouteMessages>
        </section>
      </div>
    </Container>
  );
}
