'use client';

import { Loader, Modal } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ContentViewer } from '@/components/content-reader/content-viewer';
import { useContentPreview } from '../api/contents';

/** The content in the reader's own viewer, as its buyer will open it. */
export function ContentPreview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useTranslations('adminReportContents');
  const preview = useContentPreview(id);
  if (id === null) return null;
  if (!preview.data) {
    return (
      <Modal opened onClose={onClose} title={t('actions.preview')} centered>
        <Loader aria-label={t('previewLoading')} />
      </Modal>
    );
  }
  return <ContentViewer link={preview.data} onClose={onClose} />;
}
