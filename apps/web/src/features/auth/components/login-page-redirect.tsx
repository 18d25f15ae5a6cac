import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { fullPageLoad } from '@/lib/full-page-load';

/**
 * Goes to the login page, which the server serves outside the app (decision 0049), with a full page load:
 * to `to`, or (as the app's route for the login path) to the address the app was asked to show.
 */
export function LoginPageRedirect({ to }: { to?: string }) {
  const location = useLocation();
  const target = to ?? `${location.pathname}${location.search}`;
  useEffect(() => {
    fullPageLoad.replace(target);
  }, [target]);
  return <PageLoader />;
}
