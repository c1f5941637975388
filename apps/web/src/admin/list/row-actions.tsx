'use client';

import { ActionIcon, Menu } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { RowActionsIcon } from '../admin-icons';

export interface RowAction {
  label: string;
  /** A change; the screen asks first where it changes state (useConfirmAction). */
  onClick?: () => void;
  /** Or a page to open. */
  href?: string;
  color?: 'red' | 'teal';
  disabled?: boolean;
  /** Left out of this row's menu, for moves its state does not allow. */
  hidden?: boolean;
}

/**
 * The last column of every admin list: a menu of what can be done with the row, named after it
 * for screen readers ("Thao tác: SV2026…").
 */
export function useActionsColumn<T>(name: (row: T) => string, actions: (row: T) => RowAction[]): DataTableColumn<T> {
  const t = useTranslations('admin.list');
  return {
    accessor: 'actions',
    title: t('actions'),
    textAlign: 'right',
    width: 90,
    render: (row) => (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`${t('actions')}: ${name(row)}`}>
            <RowActionsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions(row)
            .filter((action) => !action.hidden)
            .map((action) =>
              action.href ? (
                <Menu.Item key={action.label} component={Link} href={action.href} color={action.color}>
                  {action.label}
                </Menu.Item>
              ) : (
                <Menu.Item key={action.label} onClick={action.onClick} color={action.color} disabled={action.disabled}>
                  {action.label}
                </Menu.Item>
              ),
            )}
        </Menu.Dropdown>
      </Menu>
    ),
  };
}
