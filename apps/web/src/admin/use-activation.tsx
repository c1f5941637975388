'use client';

import type { RowAction } from './list/row-actions';
import { useConfirmAction } from './confirm-action';

interface Activatable {
  id: number;
  active: boolean;
}

/** What the question and its button say when `record` is about to become `active` (or inactive). */
type ActivationTexts<R> = (record: R, active: boolean) => { message: string; label: string };

/**
 * Activating or deactivating a record, each after the staff member agrees: `toggle` asks and then
 * changes it, `action` is the list row's menu entry that does so (red when it takes the record away).
 */
export function useActivation<R extends Activatable>(
  change: { mutate: (input: { id: number; active: boolean }) => void },
  texts: ActivationTexts<R>,
) {
  const confirm = useConfirmAction();
  const toggle = (record: R) => {
    const active = !record.active;
    const { message, label } = texts(record, active);
    confirm({ message, confirmLabel: label, danger: !active, onConfirm: () => change.mutate({ id: record.id, active }) });
  };
  const action = (record: R): RowAction => ({
    label: texts(record, !record.active).label,
    color: record.active ? 'red' : undefined,
    onClick: () => toggle(record),
  });
  return { toggle, action };
}
