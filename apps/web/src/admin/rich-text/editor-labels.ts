'use client';

import { useMemo } from 'react';
import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useTranslations } from 'next-intl';

const LABEL_KEYS = [
  'boldControlLabel',
  'hrControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'h1ControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'h5ControlLabel',
  'h6ControlLabel',
  'blockquoteControlLabel',
  'alignLeftControlLabel',
  'alignCenterControlLabel',
  'alignRightControlLabel',
  'alignJustifyControlLabel',
  'codeControlLabel',
  'codeBlockControlLabel',
  'subscriptControlLabel',
  'superscriptControlLabel',
  'colorPickerControlLabel',
  'unsetColorControlLabel',
  'highlightControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'sourceCodeControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
  'colorPickerCancel',
  'colorPickerClear',
  'colorPickerColorPicker',
  'colorPickerPalette',
  'colorPickerSave',
  'tasksControlLabel',
  'tasksSinkLabel',
  'tasksLiftLabel',
  'imageUploadControlLabel',
  'tableInsertControlLabel',
  'tableDeleteControlLabel',
  'tableColumnBeforeControlLabel',
  'tableColumnAfterControlLabel',
  'tableColumnDeleteControlLabel',
  'tableRowBeforeControlLabel',
  'tableRowAfterControlLabel',
  'tableRowDeleteControlLabel',
  'tableToggleHeaderRowControlLabel',
  'tableToggleHeaderColumnControlLabel',
  'tableMergeCellsControlLabel',
  'tableSplitCellControlLabel',
  'detailsControlLabel',
  'invisibleCharactersControlLabel',
] as const;

/** The toolbar's labels and tooltips in the reader's language. */
export function useEditorLabels(): RichTextEditorLabels {
  const t = useTranslations('adminRichText.labels');
  return useMemo(
    () =>
      ({
        ...Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])),
        colorControlLabel: (color: string) => t('colorControlLabel', { color }),
        colorPickerColorLabel: (color: string) => t('colorPickerColorLabel', { color }),
        tableInsertLabel: (columns: number, rows: number) => t('tableInsertLabel', { columns, rows }),
      }) as RichTextEditorLabels,
    [t],
  );
}
