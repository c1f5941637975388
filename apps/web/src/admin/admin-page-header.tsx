import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

/** Each admin screen's heading, with the screen's main actions on the right. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
