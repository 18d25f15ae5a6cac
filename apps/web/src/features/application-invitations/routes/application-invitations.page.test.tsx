import type { ApplicationInvitation } from '@portal/domain/application-invitations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const base = `/api/accounts/${accountIds.first}/application-invitations`;
const pageUrl = '/apps/hr/application-invitations';
const adId = '3f1c2d3e-4f50-4a61-8b72-9c83d4e5f610';

function buildInvitation(overrides: Partial<ApplicationInvitation> = {}): ApplicationInvitation {
  return {
    id: '0b1c2d3e-4f50-4a61-8b72-9c83d4e5f611',
    email: 'sanna.hoitaja@example.fi',
    mobile: null,
    firstName: 'Sanna',
    lastName: 'Hoitaja',
    locale: 'fi',
    jobAdId: adId,
    jobAdTitle: 'Sairaanhoitaja keikoille',
    message: null,
    status: 'open',
    expiresAt: '2026-12-06T10:00:00.000Z',
    openedAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    invitedByName: 'Aino Agentti',
    applicantId: null,
    ...overrides,
  };
}

const used = buildInvitation({
  id: '0b1c2d3e-4f50-4a61-8b72-9c83d4e5f612',
  email: 'ville@example.fi',
  firstName: null,
  lastName: null,
  jobAdId: null,
  jobAdTitle: null,
  status: 'used',
});

const jobAds = {
  [`GET /api/accounts/${accountIds.first}/job-ads`]: () => ({
    body: { items: [{ id: adId, title: 'Sairaanhoitaja keikoille' }], total: 1 },
  }),
};

describe('invitations to apply (HR)', () => {
  it('lists the sent invitations with their status, and resends or cancels an open one', async () => {
    const { server, user } = renderApp(pageUrl, {
      me: buildMe('agent'),
      handlers: {
        [`GET ${base}`]: () => ({ body: { items: [buildInvitation(), used], total: 2 } }),
        [`POST ${base}/${buildInvitation().id}/cancel`]: () => ({
          body: buildInvitation({ status: 'cancelled' }),
        }),
        ...jobAds,
      },
    });
    const table = await screen.findByRole('table', { name: 'Lähetetyt kutsut' }, { timeout: 20_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sanna Hoitaja');
    expect(rows[1]).toHaveTextContent('Avoin');
    expect(rows[1]).toHaveTextContent('22.11.2026 (Aino Agentti)');
    expect(rows[1]).toHaveTextContent('06.12.2026');
    expect(rows[2]).toHaveTextContent('ville@example.fi');
    expect(rows[2]).toHaveTextContent('Käytetty');
    expect(rows[2]).toHaveTextContent('Ei ilmoitusta');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Peru kutsu: Sanna Hoitaja' }));
    await waitFor(() =>
      expect(
        server.requests.some((request) => request.method === 'POST' && request.path.endsWith('/cancel')),
      ).toBe(true),
    );
  });

  it('sends an invitation from the dialog, checking the address first', async () => {
    const { server, user } = renderApp(pageUrl, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${base}`]: () => ({ body: { items: [], total: 0 } }),
        [`POST ${base}`]: () => ({ status: 201, body: buildInvitation() }),
        ...jobAds,
      },
    });
    expect(
      await screen.findByText('Kutsuja ei ole vielä lähetetty.', undefined, { timeout: 20_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Kutsu hakemaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kutsu hakemaan' });
    await user.type(within(dialog).getByRole('textbox', { name: /Sähköposti/ }), 'ei-osoite');
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));
    expect(await within(dialog).findByText('Anna kelvollinen sähköpostiosoite')).toBeVisible();

    const email = within(dialog).getByRole('textbox', { name: /Sähköposti/ });
    await user.clear(email);
    await user.type(email, 'Sanna.Hoitaja@example.fi');
    await user.type(within(dialog).getByRole('textbox', { name: 'Etunimi' }), 'Sanna');
    await user.type(within(dialog).getByRole('textbox', { name: 'Matkapuhelin' }), '040 765 4321');
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({
      email: 'sanna.hoitaja@example.fi',
      firstName: 'Sanna',
      mobile: '+358407654321',
      locale: 'fi',
      jobAdId: null,
    });
  });

  it('is in the HR menu for agents', async () => {
    renderApp('/apps/dashboard/home', { me: buildMe('agent') });
    expect(await screen.findByRole('link', { name: 'Hakukutsut' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      pageUrl,
    );
  });
});
