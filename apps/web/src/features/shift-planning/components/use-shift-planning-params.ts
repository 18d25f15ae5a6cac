import { type ListShiftPlanningQuery, listShiftPlanningQuerySchema } from '@portal/domain/shift-planning';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchListParams } from '@/hooks/use-search-list-params';

export type PlanningParamName = 'weeks' | 'sort';

/**
 * The planning list's query in the URL: the area search and page (the shared list hook) plus how many weeks
 * and the order. A value the API would refuse falls back to its default.
 */
export function useShiftPlanningParams() {
  const list = useSearchListParams(listShiftPlanningQuerySchema);
  const [searchParams, setSearchParams] = useSearchParams();
  const weeks = searchParams.get('weeks') ?? undefined;
  const sort = searchParams.get('sort') ?? undefined;

  const query = useMemo((): ListShiftPlanningQuery => {
    const shape = listShiftPlanningQuerySchema.shape;
    return {
      ...list.query,
      weeks: shape.weeks.safeParse(weeks).data ?? shape.weeks.parse(undefined),
      sort: shape.sort.safeParse(sort).data ?? shape.sort.parse(undefined),
    };
  }, [list.query, weeks, sort]);

  const setParam = useCallback(
    (name: PlanningParamName, value: string | null) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) {
            next.set(name, value);
          } else {
            next.delete(name);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { query, setSearch: list.setSearch, setPage: list.setPage, setParam };
}
