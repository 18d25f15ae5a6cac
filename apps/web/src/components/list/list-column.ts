import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';

/** A sortable column's state: its direction when the list is sorted by it, and what a click does. */
export type ColumnSort = { direction: SortDirection | null; onSort: () => void };

/**
 * One column of a list, shown as a table column on wide screens and as a labelled field of the row's card
 * on narrow ones.
 */
export type ListColumn<T> = {
  key: string;
  header: ReactNode;
  /** The field's label on a card when the header is not plain text. */
  cardLabel?: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** The card's title line (the row's name and link) or its status beside the title. */
  card?: 'title' | 'status';
  /** The first column names the row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
  sort?: ColumnSort;
};

/**
 * The sort of a column from the list's sort value in the address: `ascending` and `descending` are the
 * values that sort by this column (a list may offer only one direction); a click on an unsorted column
 * sorts it in `first` direction, another click turns it.
 */
export function columnSort<V extends string>(
  current: V | undefined,
  values: { ascending?: V; descending?: V },
  onChange: (value: V) => void,
  first: SortDirection = 'ascending',
): ColumnSort {
  const direction: SortDirection | null =
    current !== undefined && current === values.ascending
      ? 'ascending'
      : current !== undefined && current === values.descending
        ? 'descending'
        : null;
  const other = direction === 'ascending' ? values.descending : values.ascending;
  const next = direction === null ? (values[first] ?? values.ascending ?? values.descending) : other;
  return {
    direction,
    onSort: () => {
      if (next !== undefined && next !== current) {
        onChange(next);
      }
    },
  };
}
