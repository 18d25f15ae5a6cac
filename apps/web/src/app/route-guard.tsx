import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { loginPathFor } from '@/features/auth/auth.paths';
import { LoginPageRedirect } from '@/features/auth/components/login-page-redirect';
import { paths } from '@/features/errors/errors.paths';
import { useSession } from '@/lib/auth';
import { canAccess, type RouteAccess } from '@/lib/can';
import type { RouteHandle } from '@/lib/web-feature';

function requiredAccess(matches: ReturnType<typeof useMatches>): RouteAccess | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.access) {
      return handle.access;
    }
  }
  return undefined;
}

/**
 * The navigation guard (spec section 2): signed out -> the login page, remembering where the user was going;
 * signed in without the route's ability -> not-authorized.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { status, ability, accountId } = useSession();
  const location = useLocation();
  const matches = useMatches();

  if (status === 'loading') {
    return <PageLoader />;
  }
  if (status === 'signed-out') {
    // The login page is served outside the app (decision 0049): a full page load, keeping the target.
    return <LoginPageRedirect to={loginPathFor(`${location.pathname}${location.search}`)} />;
  }
  const access = requiredAccess(matches);
  if (access && !canAccess(ability, access, accountId)) {
    return <Navigate to={paths.notAuthorized} replace />;
  }
  return children;
}
