'use client';

import { useState } from 'react';
import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icons';
import { youtubeVideoId } from './youtube-address';

function VideoIcon() {
  return (
    <Icon size={16}>
      <rect x="3" y="5.5" width="18" height="13" rx="3" />
      <path d="M10.5 9.5v5l4.5-2.5z" />
    </Icon>
  );
}

/** Asks for a YouTube address and inserts its player; an address that is not a YouTube video is refused here. */
export function YoutubeControl() {
  const t = useTranslations('adminRichText');
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setAddress('');
    setError(null);
  };

  const insert = () => {
    const id = youtubeVideoId(address);
    if (!editor || !id) {
      setError(t('youtubeInvalid'));
      return;
    }
    editor
      .chain()
      .focus()
      .setYoutubeVideo({ src: `https://www.youtube.com/watch?v=${id}` })
      .run();
    close();
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control aria-label={t('youtube')} title={t('youtube')} onClick={() => setOpened((open) => !open)}>
          <VideoIcon />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('youtubeAddress')}
            placeholder="https://www.youtube.com/watch?v=…"
            value={address}
            error={error}
            w={280}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insert();
              }
            }}
          />
          <Button onClick={insert}>{t('insert')}</Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
