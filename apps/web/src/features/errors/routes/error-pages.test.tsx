import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const menu = { name: 'Päävalikko' } as const;

describe('error pages', () => {
  it('shows an unknown path as the 404 page in the signed-in frame, with the menu', async () => {
    const { router } = renderApp('/apps/no-such-page/anywhere', { me: buildMe('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/error/error-404');
    expect(screen.getByRole('navigation', menu)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin etusivulle' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page in the public layout when signed out', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', menu)).not.toBeInTheDocument();
  });

  it('keeps the signed-in frame on the not-authorized page', async () => {
    const { router } = renderApp('/apps/hr/personels/list', { me: buildMe('customer') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ei käyttöoikeutta' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/error/not-authorized');
    expect(screen.getByRole('navigation', menu)).toBeInTheDocument();
  });

  it('shows a record page whose id is no id as not found, with the id asked for', async () => {
    renderApp('/apps/shifts-&-gigs/gigs-management/create/no-such-gig', {
      me: buildMe('admin'),
      handlers: {
        [`GET /api/accounts/${accountIds.first}/gigs/no-such-gig`]: () => ({
          status: 400,
          body: { code: 'VALIDATION_FAILED', issues: [{ path: ['gigId'], message: 'Invalid UUID' }] },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(screen.getByText('Tietoa ei löytynyt, tunnus: no-such-gig')).toBeInTheDocument();
    expect(screen.getByRole('navigation', menu)).toBeInTheDocument();
  });
});
