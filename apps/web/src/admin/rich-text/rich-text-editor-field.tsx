'use client';

import { useEffect, useRef } from 'react';
import { Input, Progress, Text } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor, getUploadImageExtension } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import Youtube from '@tiptap/extension-youtube';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useEditorLabels } from './editor-labels';
import { useEditorImageUpload, type EditorImageUpload } from './use-editor-image-upload';
import { YoutubeControl } from './youtube-control';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The content as HTML; '' when empty. */
  value?: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  label?: React.ReactNode;
  description?: React.ReactNode;
  withAsterisk?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** What the editor writes is what the server's rich-text allowlist keeps: nothing else is offered. */
function extensions(upload: EditorImageUpload) {
  return [
    // Mantine's link takes the place of the kit's own, for its link editor and Ctrl+K.
    StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, code: false, codeBlock: false }),
    Link.configure({ protocols: ['mailto', 'tel'], HTMLAttributes: { rel: 'noopener noreferrer' } }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TableKit.configure({ table: { resizable: false } }),
    getUploadImageExtension(Image.configure({ allowBase64: false }), {
      onImageUpload: upload.start,
      onImageUploadError: upload.failed,
      // A picture pasted from another page is uploaded too, so the post never depends on another site.
      shouldUploadPastedImage: (src: string) => !src.startsWith('/files/'),
    }),
    // The privacy-enhanced player is the only YouTube origin the site's pages may frame.
    Youtube.configure({ nocookie: true, controls: true, width: 640, height: 360 }),
  ];
}

function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The staff rich-text editor (headings, emphasis, lists, quotes, links, tables, pictures, YouTube
 * videos, undo), 500 px high, its value an HTML string so it fits `form.getInputProps(...)`.
 * Pictures pasted, dropped or picked are uploaded and their address put in the text.
 */
export function RichTextEditorField({
  value = '',
  onChange,
  error,
  label,
  description,
  withAsterisk,
  onFocus,
  onBlur,
}: RichTextEditorProps) {
  const t = useTranslations('adminRichText');
  const labels = useEditorLabels();
  const upload = useEditorImageUpload();
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const focusRef = useRef({ onFocus, onBlur });
  useEffect(() => {
    onChangeRef.current = onChange;
    focusRef.current = { onFocus, onBlur };
  });

  const editor = useEditor({
    extensions: extensions(upload),
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current(html);
    },
    onFocus: () => focusRef.current.onFocus?.(),
    onBlur: () => focusRef.current.onBlur?.(),
  });

  // A value set from outside (a record loaded, a draft restored, a reset) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk={withAsterisk}>
      <MantineEditor
        editor={editor}
        labels={labels}
        className={classes.root}
        data-error={error ? true : undefined}
        mt={label || description ? 4 : 0}
      >
        <MantineEditor.Toolbar sticky stickyOffset={0} className={classes.toolbar}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.H4 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.Hr />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.AlignLeft />
            <MantineEditor.AlignCenter />
            <MantineEditor.AlignRight />
            <MantineEditor.AlignJustify />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            {upload.enabled && <MantineEditor.ImageUpload accept="image/jpeg,image/png,image/webp,image/gif" />}
            <YoutubeControl />
            <MantineEditor.TableInsert />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.TableRowAfter />
            <MantineEditor.TableColumnAfter />
            <MantineEditor.TableRowDelete />
            <MantineEditor.TableColumnDelete />
            <MantineEditor.TableDelete />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        {upload.progress !== null && (
          <div role="status">
            <Progress value={upload.progress} size="sm" radius={0} aria-label={t('uploading', { percent: upload.progress })} />
            <Text size="xs" c="dimmed" px="sm" py={4}>
              {t('uploading', { percent: upload.progress })}
            </Text>
          </div>
        )}
        <MantineEditor.Content className={classes.content} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
