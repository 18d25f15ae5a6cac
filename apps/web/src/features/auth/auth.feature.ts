import type { WebFeature } from '@/lib/web-feature';
import { paths } from './auth.paths';

/**
 * The sign-in screen is a page of its own outside the app (apps/web/login.html, src/login-page/, decision
 * 0049). The app only sends the browser there when it is asked for the login path.
 */
export const authFeature: WebFeature<'auth'> = {
  name: 'auth',
  publicRoutes: [
    {
      path: paths.login,
      lazy: async () => ({
        Component: (await import('./components/login-page-redirect')).LoginPageRedirect,
      }),
    },
  ],
};
