'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@mantine/core';
import type { RichTextEditorProps } from './rich-text-editor-field';

export type { RichTextEditorProps };

/**
 * The staff rich-text editor (rich-text-editor-field.tsx). Its code, Tiptap and ProseMirror, is the
 * admin area's largest: it is fetched when a form shows the editor, not with every list screen
 * whose closed dialog holds one. The editor draws itself in the browser only, so the server had
 * nothing to send for it anyway; a box of its height holds its place meanwhile.
 */
export const RichTextEditor = dynamic<RichTextEditorProps>(
  () => import('./rich-text-editor-field').then((module) => module.RichTextEditorField),
  { ssr: false, loading: () => <Skeleton height={560} radius="sm" data-testid="rich-text-loading" /> },
);
