import type { WebFeature } from '@/lib/web-feature';
import { paths } from './auth.paths';
import { LoginPageRedirect } from './components/login-page-redirect';

/**
 * The sign-in screen is a page of its own outside the app (apps/web/login.html, src/login-page/, decision
 * 0049). The app only sends the browser there when it is asked for the login path. Not lazy: the route
 * guard needs the same small component.
 */
export const authFeature: WebFeature<'auth'> = {
  name: 'auth',
  publicRoutes: [{ path: paths.login, Component: LoginPageRedirect }],
};
