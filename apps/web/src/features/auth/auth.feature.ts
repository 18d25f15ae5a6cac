import type { WebFeature } from '@/lib/web-feature';
import { paths } from './auth.paths';

/** The sign-in screen (public). */
export const authFeature: WebFeature<'auth'> = {
  name: 'auth',
  publicRoutes: [
    {
      path: paths.login,
      lazy: async () => ({ Component: (await import('./routes/login.page')).LoginPage }),
    },
  ],
};
