import { Group, Text } from '@mantine/core';
import { ButtonLink } from '@/components/ui/button-link';

interface SimplePagerProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels: { previous: string; next: string; position: string; navigation: string };
}

/** Previous and next pages as links, so the list works without scripts and each page has an address. */
export function SimplePager({ page, pageCount, hrefFor, labels }: SimplePagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={labels.navigation} justify="center" gap="md" mt="lg">
      {page > 1 && (
        <ButtonLink href={hrefFor(page - 1)} variant="default" size="sm">
          {labels.previous}
        </ButtonLink>
      )}
      <Text size="sm" aria-live="polite">
        {labels.position}
      </Text>
      {page < pageCount && (
        <ButtonLink href={hrefFor(page + 1)} variant="default" size="sm">
          {labels.next}
        </ButtonLink>
      )}
    </Group>
  );
}
