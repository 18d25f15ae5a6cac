import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ColumnSort } from './list-column';

/**
 * A column header that sorts the list: `aria-sort` on the header tells the current order, the button
 * inside it (named by the header's text) changes it.
 */
export function SortableHeader({
  children,
  sort,
  align,
}: {
  children: ReactNode;
  sort: ColumnSort;
  align?: 'right';
}) {
  const Icon =
    sort.direction === 'ascending'
      ? IconSortAscending
      : sort.direction === 'descending'
        ? IconSortDescending
        : IconArrowsSort;
  return (
    <Table.Th scope="col" aria-sort={sort.direction ?? 'none'} ta={align}>
      <UnstyledButton onClick={sort.onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          <span>{children}</span>
          <Icon size={14} aria-hidden style={{ opacity: sort.direction ? 1 : 0.5, flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
