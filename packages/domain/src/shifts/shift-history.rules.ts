import type { ShiftUpdateEntry, ShiftUpdateState } from './shift';
import { encodeShiftHistoryContent, type ShiftHistoryDetail } from './shift-history.codec';

/** Who makes a change, as the history records it; null for the system (a scheduled job). */
export type Processer = { id: string; name: string } | null;

/** A new entry of a shift's `updates` history; its detail is written only through the history codec. */
export function historyEntry(
  state: ShiftUpdateState,
  at: Date,
  processer: Processer,
  detail: ShiftHistoryDetail = { kind: 'none' },
): ShiftUpdateEntry {
  const content = encodeShiftHistoryContent(detail);
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
