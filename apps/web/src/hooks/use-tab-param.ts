import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A tabbed list keeps its tab in the address (?tab=sms), next to its page. A tab the page does not offer (or
 * none) shows `fallback`; switching tabs starts from the first page. With `omitFallback` the fallback tab
 * leaves no `tab` in the address.
 */
export function useTabParam<TTab extends string>(
  tabs: readonly TTab[],
  fallback: TTab,
  { omitFallback = false }: { omitFallback?: boolean } = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === param) ?? fallback;

  const setTab = useCallback(
    (next: TTab) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (omitFallback && next === fallback) {
          params.delete('tab');
        } else {
          params.set('tab', next);
        }
        params.delete('page');
        return params;
      });
    },
    [setSearchParams, omitFallback, fallback],
  );

  return [tab, setTab] as const;
}
