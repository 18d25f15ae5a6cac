import { type StaffRole, staffRoles } from '@portal/domain/access';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullPageLoad } from '@/lib/full-page-load';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildDashboardFigures } from '@/testing/dashboard-figures';
import { renderApp } from '@/testing/render-app';

function renderShell(role: StaffRole) {
  return renderApp('/apps/dashboard/home', {
    me: buildMe(role),
    handlers: {
      [`GET /api/accounts/${accountIds.first}/dashboard`]: () => ({
        body: buildDashboardFigures({ areas: 123 }),
      }),
      [`GET /api/accounts/${accountIds.second}/dashboard`]: () => ({
        body: buildDashboardFigures({ areas: 77 }),
      }),
      'POST /api/auth/logout': () => ({ body: { signedOut: true } }),
    },
  });
}

describe('app shell', () => {
  it.each(staffRoles)('gives %s a menu with Home and Account settings, grouped', async (role) => {
    renderShell(role);
    const navigation = await screen.findByRole('navigation', { name: 'Päävalikko' });

    const links = within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links[0]).toBe('Koti');
    expect(links.at(-1)).toBe('Tilin asetukset');
    // Screens of the features (HR, ...) sit between; customers may not manage pools.
    expect(links.includes('Poolit')).toBe(role !== 'customer');
    expect(within(navigation).getByRole('link', { name: 'Koti' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('group', { name: 'Kojelauta' })).toBeInTheDocument();
    expect(within(navigation).getByRole('group', { name: 'Asetukset' })).toBeInTheDocument();
    // Payroll and the wage reports are for admins and above only (issue 14 §3).
    const isAdmin = role === 'admin' || role === 'organization-admin' || role === 'super-admin';
    expect(Boolean(within(navigation).queryByRole('group', { name: 'Palkanlaskenta' }))).toBe(isAdmin);
    expect(links.includes('Palkkailmoitukset')).toBe(isAdmin);
  });

  it.each(['super-admin', 'organization-admin'] as const)('lets %s switch the account', async (role) => {
    const { user } = renderShell(role);
    const switcher = await screen.findByRole('combobox', { name: 'Tili' });
    expect(await screen.findByText('123')).toBeInTheDocument();

    await user.selectOptions(switcher, accountIds.second);

    expect(await screen.findByText('77')).toBeInTheDocument();
    expect(window.localStorage.getItem('accountId')).toBe(accountIds.second);
  });

  it.each(['admin', 'agent', 'customer'] as const)('gives %s no account switcher', async (role) => {
    renderShell(role);
    await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(screen.queryByRole('combobox', { name: 'Tili' })).not.toBeInTheDocument();
  });

  it('shows the user and role, and signs out to the login page', async () => {
    const { user, server } = renderShell('agent');
    const userMenu = await screen.findByRole('button', { name: 'Käyttäjävalikko: Antti Agentti' });
    expect(within(screen.getByRole('banner')).getByText('Koordinaattori')).toBeInTheDocument();

    await user.click(userMenu);
    await user.click(await screen.findByRole('menuitem', { name: 'Kirjaudu ulos' }));

    // The login page is served outside the app (decision 0049): left with a full page load.
    await waitFor(() => expect(fullPageLoad.replace).toHaveBeenCalledWith('/pages/login'));
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('userData')).toBeNull();
    expect(server.requests.some((request) => request.path === '/api/auth/logout')).toBe(true);
  });

  it('switches the language, sets <html lang> and saves it to the profile', async () => {
    const { user, server } = renderApp('/apps/dashboard/home', {
      me: buildMe('admin'),
      handlers: {
        [`GET /api/accounts/${accountIds.first}/dashboard`]: () => ({ body: buildDashboardFigures() }),
        'PUT /api/me/profile': (request) => ({
          body: { ...buildMe('admin').user, ...(request.body as object) },
        }),
      },
    });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kieli' }), 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('locale')).toBe('en');
    const saved = server.requests.find((request) => request.path === '/api/me/profile');
    expect(saved?.body).toMatchObject({ firstName: 'Aino', lastName: 'Admin', locale: 'en' });
  });

  it('labels the dark-mode toggle and reports its state', async () => {
    const { user } = renderShell('admin');
    const toggle = await screen.findByRole('button', { name: 'Tumma tila' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
