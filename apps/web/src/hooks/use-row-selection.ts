import { useCallback, useMemo, useState } from 'react';

export type RowSelection = {
  /** The chosen rows among those on screen, in their order. */
  selectedIds: readonly string[];
  isSelected: (id: string) => boolean;
  isSelectable: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Every selectable row on screen is chosen (false when none can be). */
  allSelected: boolean;
  toggleAll: () => void;
  clear: () => void;
};

/**
 * Rows chosen for a bulk action on the page on screen. A row that leaves the page (another page, other
 * filters, a refresh) leaves the selection, so an action never reaches a row the user cannot see.
 */
export function useRowSelection<T>(
  rows: readonly T[],
  idOf: (row: T) => string,
  canSelect: (row: T) => boolean = () => true,
): RowSelection {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selectableIds = useMemo(() => rows.filter(canSelect).map(idOf), [rows, canSelect, idOf]);
  const selectedIds = useMemo(() => selectableIds.filter((id) => picked.has(id)), [selectableIds, picked]);
  const allSelected = selectableIds.length > 0 && selectedIds.length === selectableIds.length;

  const toggle = useCallback((id: string) => {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }, []);

  return {
    selectedIds,
    isSelected: (id) => selectedIds.includes(id),
    isSelectable: (id) => selectableIds.includes(id),
    toggle,
    allSelected,
    toggleAll: () => setPicked(allSelected ? new Set() : new Set(selectableIds)),
    clear: () => setPicked(new Set()),
  };
}
