import { Card, Checkbox, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import type { RowSelection } from '@/hooks/use-row-selection';
import type { ListColumn } from './list-column';
import { SortableHeader } from './sortable-header';

type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowId: (row: T) => string;
  /** The table's (or the card list's) accessible name. */
  label: string;
  /** Below this width the table scrolls sideways on a wide screen. */
  minWidth?: number;
  /** Check boxes for a bulk action; `rowLabel` names each box ("Valitse Aamuvuoro"). */
  selection?: { state: RowSelection; rowLabel: (row: T) => string };
  /** A click anywhere on a row (its links still work on their own). */
  onRowClick?: (row: T) => void;
};

function textOf(header: ReactNode): string {
  return typeof header === 'string' ? header : '';
}

function SelectBox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <Checkbox
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

/** One row as a card: title and status on top, then every other column as a labelled field. */
function RowCard<T>({
  row,
  columns,
  selectBox,
}: {
  row: T;
  columns: readonly ListColumn<T>[];
  selectBox: ReactNode;
}) {
  const title = columns.find((column) => column.card === 'title');
  const status = columns.filter((column) => column.card === 'status');
  const fields = columns.filter((column) => column.card === undefined);
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            {selectBox}
            {title && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {title.cell(row)}
              </Text>
            )}
          </Group>
          {status.map((column) => (
            <div key={column.key}>{column.cell(row)}</div>
          ))}
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
          {fields.map((column) => (
            <DefinitionItem key={column.key} label={column.cardLabel ?? textOf(column.header)}>
              {column.cell(row)}
            </DefinitionItem>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/**
 * A list's rows: a table with sortable headers on wide screens, a card per row on a phone, with the same
 * links, actions and selection in both.
 */
export function DataTable<T>({
  rows,
  columns,
  rowId,
  label,
  minWidth = 720,
  selection,
  onRowClick,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const isNarrow = useNarrowScreen();
  const selectBoxOf = (row: T) => {
    if (!selection) {
      return null;
    }
    const id = rowId(row);
    return (
      <SelectBox
        label={t('lists.selection.row', { name: selection.rowLabel(row) })}
        checked={selection.state.isSelected(id)}
        disabled={!selection.state.isSelectable(id)}
        onChange={() => selection.state.toggle(id)}
      />
    );
  };

  if (isNarrow) {
    return (
      <Stack gap="sm">
        {selection && (
          <Checkbox
            label={t('lists.selection.all')}
            checked={selection.state.allSelected}
            onChange={selection.state.toggleAll}
          />
        )}
        <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <RowCard key={rowId(row)} row={row} columns={columns} selectBox={selectBoxOf(row)} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={keyboardScrollable}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th scope="col" w={40}>
                <SelectBox
                  label={t('lists.selection.all')}
                  checked={selection.state.allSelected}
                  onChange={selection.state.toggleAll}
                />
              </Table.Th>
            )}
            {columns.map((column) =>
              column.sort ? (
                <SortableHeader key={column.key} sort={column.sort} align={column.align}>
                  {column.header}
                </SortableHeader>
              ) : (
                <Table.Th key={column.key} scope="col" ta={column.align}>
                  {column.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowId(row)}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
              onClick={
                onRowClick
                  ? (event) => {
                      if (
                        !(event.target instanceof HTMLElement && event.target.closest('a, button, input'))
                      ) {
                        onRowClick(row);
                      }
                    }
                  : undefined
              }
            >
              {selection && <Table.Td>{selectBoxOf(row)}</Table.Td>}
              {columns.map((column) =>
                column.rowHeader ? (
                  <Table.Th key={column.key} scope="row" fw="normal">
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A header cell with no visible text (an actions column), still named for screen readers. */
export function hiddenHeader(text: string): ReactNode {
  return <VisuallyHidden>{text}</VisuallyHidden>;
}
