import type { WebFeature } from '@/lib/web-feature';
import { paths } from './errors.paths';

/** The not-found and not-authorized screens: in the signed-in shell when signed in, else in the public layout. */
export const errorsFeature: WebFeature<'errors'> = {
  name: 'errors',
  anyVisitorRoutes: [
    {
      path: paths.notFound,
      lazy: async () => ({ Component: (await import('./routes/not-found.page')).NotFoundPage }),
    },
    {
      path: paths.notAuthorized,
      lazy: async () => ({ Component: (await import('./routes/not-authorized.page')).NotAuthorizedPage }),
    },
  ],
};
