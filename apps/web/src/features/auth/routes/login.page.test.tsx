import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildDashboardFigures } from '@/testing/dashboard-figures';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const tokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1-000000000000000', expiresIn: 900 };
const me = buildMe('admin');

const signedInHandlers: Record<string, FakeHandler> = {
  'GET /api/me': (request) =>
    request.authorization === 'Bearer access-1'
      ? { body: me }
      : { status: 401, body: { code: 'UNAUTHENTICATED' } },
  [`GET /api/accounts/${accountIds.first}/dashboard`]: () => ({ body: buildDashboardFigures() }),
  [`GET /api/accounts/${accountIds.first}/gigs`]: () => ({ body: { items: [], total: 0 } }),
  [`GET /api/accounts/${accountIds.first}/settings`]: () => ({
    body: { unpaidTime: 30, minHoursWithBreak: 6 },
  }),
};

describe('login page', () => {
  it('shows translated field errors and sends nothing for an empty or malformed form', async () => {
    const { user, server } = renderApp('/pages/login');
    const submit = await screen.findByRole('button', { name: 'Kirjaudu sisään' });

    await user.click(submit);
    expect(screen.getAllByText('Tämä kenttä on pakollinen')).toHaveLength(2);

    await user.type(screen.getByLabelText('Sähköposti'), 'not-an-email');
    await user.type(screen.getByLabelText('Salasana'), 'secret');
    await user.click(submit);

    expect(screen.getByText('Anna kelvollinen sähköpostiosoite')).toBeInTheDocument();
    expect(screen.getByLabelText('Sähköposti')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Sähköposti')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.filter((request) => request.path === '/api/auth/login')).toHaveLength(0);
  });

  it('shows the translated server error for wrong credentials', async () => {
    const { user } = renderApp('/pages/login', {
      handlers: { 'POST /api/auth/login': () => ({ status: 401, body: { code: 'INVALID_CREDENTIALS' } }) },
    });

    await user.type(await screen.findByLabelText('Sähköposti'), 'admin@demo.example');
    await user.type(screen.getByLabelText('Salasana'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Väärä sähköposti tai salasana');
  });

  it('signs in and returns to the page the guard came from', async () => {
    const { user, router, server } = renderApp('/apps/settings/account-settings', {
      handlers: { ...signedInHandlers, 'POST /api/auth/login': () => ({ body: tokenPair }) },
    });

    await user.type(await screen.findByLabelText('Sähköposti'), ' Admin@Demo.example ');
    await user.type(screen.getByLabelText('Salasana'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tilin asetukset' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/settings/account-settings');
    expect(server.requests.find((request) => request.path === '/api/auth/login')?.body).toEqual({
      email: 'admin@demo.example',
      password: 'demo1234',
    });
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('sends a signed-in user opening the login page to the home of the role', async () => {
    const { router } = renderApp('/pages/login', {
      me: buildMe('agent'),
      handlers: {
        [`GET /api/accounts/${accountIds.first}/gigs`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    // Spec section 2: after sign-in the root path, which leads to the gigs list.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keikat' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/shifts-&-gigs/gigs-management/list');
  });

  it('requests a sign-in link in the link mode', async () => {
    const { user, server } = renderApp('/pages/login', {
      handlers: { 'POST /api/auth/login-link': () => ({ status: 202, body: { sent: true } }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Lähetä minulle kirjautumislinkki' }));
    expect(screen.queryByLabelText('Salasana')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Sähköposti'), 'agent@demo.example');
    await user.click(screen.getByRole('button', { name: 'Lähetä linkki' }));

    expect(await screen.findByRole('status')).toHaveTextContent('kirjautumislinkki on matkalla');
    expect(server.requests.find((request) => request.path === '/api/auth/login-link')?.body).toEqual({
      email: 'agent@demo.example',
      locale: 'fi',
    });
    await user.click(screen.getByRole('button', { name: 'Kirjaudu salasanalla' }));
    expect(screen.getByLabelText('Salasana')).toBeInTheDocument();
  });

  it('signs in with the token of an e-mailed link', async () => {
    const { router, server } = renderApp('/pages/login?loginToken=link-token-0000000000000', {
      handlers: { ...signedInHandlers, 'POST /api/auth/login-link/verify': () => ({ body: tokenPair }) },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keikat' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/shifts-&-gigs/gigs-management/list');
    const verifications = server.requests.filter((request) => request.path === '/api/auth/login-link/verify');
    expect(verifications.map((request) => request.body)).toEqual([{ token: 'link-token-0000000000000' }]);
  });

  it('explains an invalid sign-in link', async () => {
    const { router } = renderApp('/pages/login?loginToken=used-token-0000000000000', {
      handlers: {
        'POST /api/auth/login-link/verify': () => ({ status: 401, body: { code: 'LOGIN_LINK_INVALID' } }),
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kirjautumislinkki on virheellinen tai vanhentunut',
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Sähköposti')).toBeInTheDocument();
  });

  it('follows the language of the profile unless one was picked on this device', async () => {
    const englishMe = { ...me, user: { ...me.user, locale: 'en' as const } };
    const { user } = renderApp('/pages/login', {
      handlers: {
        ...signedInHandlers,
        'GET /api/me': () => ({ body: englishMe }),
        'POST /api/auth/login': () => ({ body: tokenPair }),
      },
    });

    await user.type(await screen.findByLabelText('Sähköposti'), 'admin@demo.example');
    await user.type(screen.getByLabelText('Salasana'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gigs' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
