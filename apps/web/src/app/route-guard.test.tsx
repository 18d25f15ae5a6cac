import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullPageLoad } from '@/lib/full-page-load';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildDashboardFigures } from '@/testing/dashboard-figures';
import { renderApp } from '@/testing/render-app';

const dashboardHandlers = {
  [`GET /api/accounts/${accountIds.first}/dashboard`]: () => ({ body: buildDashboardFigures() }),
};

describe('route guard', () => {
  it('sends a signed-out user to the login page with a full page load, remembering where they were going', async () => {
    renderApp('/apps/dashboard/home?tab=1');

    // The login page is served outside the app (decision 0049).
    await waitFor(() =>
      expect(fullPageLoad.replace).toHaveBeenCalledWith(
        `/pages/login?${new URLSearchParams({ redirect: '/apps/dashboard/home?tab=1' })}`,
      ),
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('loads the login page from the server when the app is asked for its path', async () => {
    renderApp('/pages/login?redirect=%2Fapps%2Fdashboard%2Fhome');

    await waitFor(() =>
      expect(fullPageLoad.replace).toHaveBeenCalledWith('/pages/login?redirect=%2Fapps%2Fdashboard%2Fhome'),
    );
  });

  it('sends a signed-in user without the route ability to not-authorized', async () => {
    // Only the profile rules: no read on Dashboard.
    const me = buildMe('agent', {
      abilities: [
        { action: 'read', subject: 'Profile' },
        { action: 'update', subject: 'Profile' },
      ],
    });
    const { router } = renderApp('/apps/dashboard/home', { me, handlers: dashboardHandlers });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ei käyttöoikeutta' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/error/not-authorized');
  });

  it('lets a signed-in user with the ability in', async () => {
    const { router } = renderApp('/apps/dashboard/home', {
      me: buildMe('agent'),
      handlers: dashboardHandlers,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Koti' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/dashboard/home');
  });

  it('redirects "/" to the gigs list and unknown paths to error-404', async () => {
    const first = renderApp('/', {
      me: buildMe('admin'),
      handlers: { [`GET /api/accounts/${accountIds.first}/gigs`]: () => ({ body: { items: [], total: 0 } }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keikat' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/apps/shifts-&-gigs/gigs-management/list');

    await first.router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/pages/error/error-404');
  });

  it('opens the account settings page on its alias paths', async () => {
    const { router } = renderApp('/pages/account-setting', {
      me: buildMe('admin'),
      handlers: {
        [`GET /api/accounts/${accountIds.first}/settings`]: () => ({
          body: { unpaidTime: 30, minHoursWithBreak: 6 },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tilin asetukset' })).toBeInTheDocument();

    await router.navigate('/settings/account-settings/connect-bank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
  });
});
