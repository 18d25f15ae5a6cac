import type { MeResponse } from '@portal/domain/users';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { type FakeHandler, stubFetch } from './fake-server';

export type RenderAppOptions = {
  /** Signed in as this user (tokens and userData in localStorage, GET /api/me answering it). */
  me?: MeResponse;
  handlers?: Record<string, FakeHandler>;
};

/** Renders the whole app (real routes, guard and shell) at `path` against a fake API. */
export function renderApp(path: string, { me, handlers = {} }: RenderAppOptions = {}) {
  if (me) {
    window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
    window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  }
  const server = stubFetch({
    ...(me ? { 'GET /api/me': () => ({ body: me }) } : {}),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, server, user };
}
