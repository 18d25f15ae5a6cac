import { useCallback, useRef } from 'react';
import { type SetURLSearchParams, useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * `useSearchParams` for what a page keeps in its address (filters, page, the calendar's day). A write that
 * comes while the router is already taking the user to another page is dropped: a debounced search firing
 * just after a row was clicked would otherwise replace that navigation and bring the user back to the list.
 */
export function usePageSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;

  const setWhileHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!leaving.current) {
        setSearchParams(next, options);
      }
    },
    [setSearchParams],
  );
  return [searchParams, setWhileHere];
}
