import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { Container } from '@/components/ui/container';
import { RouteMessages } from '@/i18n/route-messages';
import classes from './auth-page-card.module.css';

/** The login, register and password pages: one card in the middle of the page, its forms with their texts. */
export function AuthPageCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container size={560} className={classes.page}>
      <Paper withBorder radius="md" className={classes.card}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {intro && (
          <Text c="gray.7" size="sm" mb="lg">
            {intro}
          </Text>
        )}
        <RouteMessages route="signIn">{children}</RouteMessages>
      </Paper>
    </Container>
  );
}
