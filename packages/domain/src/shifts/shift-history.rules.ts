import type { ShiftUpdateEntry, ShiftUpdateState } from './shift';

/** Who makes a change, as the history records it; null for the system (a scheduled job). */
export type Processer = { id: string; name: string } | null;

/** A new entry of a shift's `updates` history. */
export function historyEntry(
  state: ShiftUpdateState,
  at: Date,
  processer: Processer,
  content = '',
): ShiftUpdateEntry {
  return {
    state,
    date: at.toISOString(),
    processer: processer?.id ?? null,
    processerName: processer?.name ?? null,
    content,
  };
}

/** Appends an entry: the history only grows, oldest first. */
export function withHistory(
  updates: readonly ShiftUpdateEntry[],
  entry: ShiftUpdateEntry,
): ShiftUpdateEntry[] {
  return [...updates, entry];
}
