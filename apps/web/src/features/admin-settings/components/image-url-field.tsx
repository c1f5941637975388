'use client';

import { Group, Image, Stack, TextInput, type TextInputProps } from '@mantine/core';

/** A picture's address with a preview of what it shows. */
export function ImageUrlField({ value, ...props }: TextInputProps & { value: string }) {
  return (
    <Stack gap={6}>
      <TextInput inputMode="url" placeholder="https://… hoặc /files/…" {...props} value={value} />
      {value && (
        <Group>
          <Image src={value} alt="" h={72} w="auto" maw="100%" fit="contain" radius="sm" bg="gray.1" />
        </Group>
      )}
    </Stack>
  );
}
