import type { SearchResult } from '@portal/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const slow = { timeout: 5000 };
const searchPath = `/api/accounts/${accountIds.first}/search`;
const workerId = '30000000-0000-4000-8000-000000000011';
const gigId = '20000000-0000-4000-8000-000000000011';

const result: SearchResult = {
  items: [
    { kind: 'worker', id: workerId, title: 'Kaisa Koivisto', detail: 'sairaanhoitaja' },
    { kind: 'gig', id: gigId, title: 'Koivulan yövuorot', detail: 'Palvelukoti Koivula' },
  ],
};

function renderShell() {
  return renderApp('/apps/help', {
    me: buildMe('agent'),
    handlers: { [`GET ${searchPath}`]: () => ({ body: result }) },
  });
}

describe('global search', () => {
  it('opens with Ctrl+K, lists the hits grouped by kind, and Enter opens the chosen one', async () => {
    const { router, server, user } = renderShell();
    await screen.findByRole('heading', { name: 'Ohje', level: 1 }, slow);

    await user.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('textbox', { name: 'Hae nimellä' }, slow);
    expect(screen.getByText('Kirjoita vähintään 2 merkkiä.')).toBeInTheDocument();
    await user.type(field, 'koi');

    const dialog = screen.getByRole('dialog', { name: 'Haku' });
    const workers = await within(dialog).findByRole('group', { name: 'Työntekijät' }, slow);
    expect(within(workers).getByRole('button', { name: /Kaisa Koivisto/ })).toHaveTextContent(
      'sairaanhoitaja',
    );
    const gigs = within(dialog).getByRole('group', { name: 'Keikat' });
    expect(within(gigs).getByRole('button', { name: /Koivulan yövuorot/ })).toHaveTextContent(
      'Palvelukoti Koivula',
    );
    expect(server.fetch.mock.calls.map(([input]) => String(input))).toContain(`${searchPath}?q=koi`);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/apps/hr/personels/edit/${workerId}`),
      slow,
    );
  });

  it('opens from the header button, which names itself for screen readers', async () => {
    const { router, user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Haku (Ctrl+K)' }, slow));
    await user.type(await screen.findByRole('textbox', { name: 'Hae nimellä' }, slow), 'koi');
    await user.click(await screen.findByRole('button', { name: /Koivulan yövuorot/ }, slow));
    // The gig's page opens and the search closes (the help page's heading is gone with it).
    await waitFor(
      () =>
        expect(router.state.location.pathname).toBe(`/apps/shifts-&-gigs/gigs-management/create/${gigId}`),
      slow,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Haku' })).not.toBeInTheDocument(), slow);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Ohje', level: 1 })).not.toBeInTheDocument(),
    );
  });
});
