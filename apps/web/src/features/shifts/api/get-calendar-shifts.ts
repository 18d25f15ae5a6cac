import { calendarShiftsContract, decodeCalendarShifts } from '@portal/domain/shifts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftsKeys } from './shifts-keys';

export type CalendarRange = { from: string; to: string; areaId?: string | undefined };

export function getCalendarShiftsQueryOptions(accountId: string, range: CalendarRange) {
  return queryOptions({
    queryKey: shiftsKeys.calendar(accountId, range),
    // The answer comes as compact rows (decision 0009); the screens work with objects.
    queryFn: async ({ signal }) =>
      decodeCalendarShifts(
        await apiRequest(calendarShiftsContract, {
          params: { accountId },
          query: range.areaId ? range : { from: range.from, to: range.to },
          signal,
        }),
      ),
    // Moving to the next month keeps the old events on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The account's shifts in the visible range (at most 1,500; `truncated` says more exist). */
export function useCalendarShifts(accountId: string, range: CalendarRange | null) {
  return useQuery({
    ...getCalendarShiftsQueryOptions(accountId, range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
