/** A Helsinki day key (YYYY-MM-DD) as the spec shows dates: DD.MM.YYYY. */
export function formatDayKey(dayKey: string): string {
  const [year, month, day] = dayKey.split('-');
  return `${day}.${month}.${year}`;
}
