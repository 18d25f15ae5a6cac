import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { api, baseHandlers, createUrl, gig, gigId, wait } from './gig-edit-test-data';

describe('deleting a gig', () => {
  it('shows the spec message when deleting a gig with a booked shift is refused', async () => {
    const { user } = renderApp(`${createUrl}/${gigId}`, {
      me: buildMe('admin'),
      handlers: {
        ...baseHandlers,
        [`GET ${api}/gigs/${gigId}`]: () => ({ body: gig() }),
        [`DELETE ${api}/gigs/${gigId}`]: () => ({ status: 409, body: { code: 'GIG_HAS_BOOKED_SHIFTS' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista keikka' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko keikka?' });
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    // Shown on the page (and in a toast), so the user reads why nothing was deleted.
    const refusal = await screen.findByRole('alert', { name: 'Keikan poistaminen epäonnistui' }, wait);
    expect(refusal).toHaveTextContent('Keikkaa ei voi poistaa, koska siinä on varattuja vuoroja');
  });

  it('deletes a gig and brings it back with Undo in the toast', async () => {
    const { router, server, user } = renderApp(`${createUrl}/${gigId}`, {
      me: buildMe('admin'),
      handlers: {
        ...baseHandlers,
        [`GET ${api}/gigs/${gigId}`]: () => ({ body: gig() }),
        [`DELETE ${api}/gigs/${gigId}`]: () => ({
          body: { id: gigId, deletedAt: '2026-11-20T10:00:00.000Z' },
        }),
        [`POST ${api}/gigs/${gigId}/restore`]: () => ({ body: gig() }),
        [`GET ${api}/gigs`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista keikka' }, wait));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Keikka poistettu', {}, wait)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/apps/shifts-&-gigs/gigs-management/list'),
    );
    await user.click(screen.getByRole('button', { name: 'Kumoa' }));
    expect(await screen.findByText(`Keikka ${gig().title} palautettu`, {}, wait)).toBeInTheDocument();
    expect(server.requests.some((request) => request.path === `${api}/gigs/${gigId}/restore`)).toBe(true);
  });
});
