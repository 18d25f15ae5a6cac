import type { PublicShiftInvitation } from '@portal/domain/shift-invitations';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const token = 'Qm9va2VkLXNoaWZ0LWxpbmstc2VjcmV0LTAwMDAwMDAwMDA';
const apiPath = `/api/public/shift-invitations/${token}`;
const pagePath = `/invite/shift-confirmation/${token}`;

function buildInvitation(overrides: Partial<PublicShiftInvitation> = {}): PublicShiftInvitation {
  return {
    state: 'pending',
    firstName: 'Säde',
    expiresAt: '2026-11-24T10:00:00.000Z',
    shift: {
      startsAt: '2026-11-25T05:00:00.000Z',
      endsAt: '2026-11-25T13:00:00.000Z',
      roleType: 'lähihoitaja',
      requirements: 'Hygieniapassi',
    },
    gigTitle: 'Joulun sijaisuudet',
    area: {
      name: 'Hervannan palvelukoti',
      streetAddress: 'Hämeenkatu 10',
      postcode: '33100',
      city: 'Tampere',
    },
    ...overrides,
  };
}

function renderPage(handlers: Record<string, FakeHandler>) {
  return renderApp(pagePath, { handlers });
}

const acceptButton = () => screen.findByRole('button', { name: 'Ota vuoro vastaan' });

describe('shift invitation page', () => {
  it('shows the shift to a worker who is not signed in, with the answer deadline and both answers', async () => {
    const { server } = renderPage({ [`GET ${apiPath}`]: () => ({ body: buildInvitation() }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Vuorotarjous' })).toBeInTheDocument();
    expect(await screen.findByText('Hei Säde!')).toBeInTheDocument();
    expect(screen.getByText('25.11.2026 07:00–15:00')).toBeInTheDocument();
    expect(screen.getByText('Hervannan palvelukoti')).toBeInTheDocument();
    expect(screen.getByText('Hämeenkatu 10, 33100 Tampere')).toBeInTheDocument();
    expect(screen.getByText(/lähihoitaja/i)).toBeInTheDocument();
    expect(screen.getByText('Hygieniapassi')).toBeInTheDocument();
    expect(screen.getByText('Joulun sijaisuudet')).toBeInTheDocument();
    expect(
      screen.getByText('Vastaa viimeistään 24.11.2026 12:00. Vuoro varataan sille, joka ehtii ensin.'),
    ).toBeInTheDocument();
    expect(await acceptButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Kieltäydy vuorosta' })).toBeEnabled();
    // The full layout of the public pages: a language switcher, no back-office menu.
    expect(screen.getByRole('combobox', { name: 'Kieli' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(server.requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('books the shift on accept and confirms it', async () => {
    const { server, user } = renderPage({
      [`GET ${apiPath}`]: () => ({ body: buildInvitation() }),
      [`POST ${apiPath}/accept`]: () => ({ body: buildInvitation({ state: 'accepted' }) }),
    });
    await user.click(await acceptButton());

    expect(await screen.findByText('Vuoro on varattu sinulle. Kiitos!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ota vuoro vastaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kieltäydy vuorosta' })).not.toBeInTheDocument();
    expect(
      server.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`${apiPath}/accept`]);
  });

  it('records a decline and thanks the worker', async () => {
    const { user } = renderPage({
      [`GET ${apiPath}`]: () => ({ body: buildInvitation() }),
      [`POST ${apiPath}/decline`]: () => ({ body: buildInvitation({ state: 'declined' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Kieltäydy vuorosta' }));
    expect(await screen.findByText('Kieltäydyit vuorosta. Kiitos vastauksestasi!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ota vuoro vastaan' })).not.toBeInTheDocument();
  });

  it('says the shift went to someone else when it was taken before the worker accepted', async () => {
    let state: PublicShiftInvitation['state'] = 'pending';
    const { user } = renderPage({
      [`GET ${apiPath}`]: () => ({ body: buildInvitation({ state }) }),
      [`POST ${apiPath}/accept`]: () => {
        state = 'taken';
        return { status: 409, body: { code: 'SHIFT_TAKEN' } };
      },
    });
    await user.click(await acceptButton());
    expect(
      await screen.findByText('Vuoro ehdittiin jo varata toiselle, eikä sitä voi enää ottaa vastaan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ota vuoro vastaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'Kutsu on vanhentunut, eikä siihen voi enää vastata.'],
    ['taken', 'Vuoro ehdittiin jo varata toiselle, eikä sitä voi enää ottaa vastaan.'],
    ['accepted', 'Vuoro on varattu sinulle. Kiitos!'],
    ['declined', 'Kieltäydyit vuorosta. Kiitos vastauksestasi!'],
    ['revoked', 'Kutsu on peruttu. Ota yhteyttä henkilöstöpalveluun, jos haluat tämän vuoron.'],
  ] as const)(
    'opened again when %s, shows the shift and what became of it, without answers',
    async (state, text) => {
      renderPage({ [`GET ${apiPath}`]: () => ({ body: buildInvitation({ state }) }) });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByText('Hervannan palvelukoti')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ota vuoro vastaan' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Kieltäydy vuorosta' })).not.toBeInTheDocument();
    },
  );

  it('says the invitation was withdrawn when staff revoked it while the page was open', async () => {
    let state: PublicShiftInvitation['state'] = 'pending';
    const { user } = renderPage({
      [`GET ${apiPath}`]: () => ({ body: buildInvitation({ state }) }),
      [`POST ${apiPath}/accept`]: () => {
        state = 'revoked';
        return { status: 410, body: { code: 'INVITATION_REVOKED' } };
      },
    });
    await user.click(await acceptButton());
    expect(
      await screen.findByText('Kutsu on peruttu. Ota yhteyttä henkilöstöpalveluun, jos haluat tämän vuoron.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ota vuoro vastaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kieltäydy vuorosta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the worker an unknown link is not valid', async () => {
    renderPage({ [`GET ${apiPath}`]: () => ({ status: 404, body: { code: 'INVITATION_INVALID' } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kutsulinkki ei kelpaa');
    expect(alert).toHaveTextContent('Tarkista, että avasit viestistä koko linkin.');
    expect(screen.queryByRole('button', { name: 'Ota vuoro vastaan' })).not.toBeInTheDocument();
  });

  it('shows a refusal that changes nothing (a worker blocked meanwhile) and keeps the answers', async () => {
    const { user } = renderPage({
      [`GET ${apiPath}`]: () => ({ body: buildInvitation() }),
      [`POST ${apiPath}/accept`]: () => ({ status: 409, body: { code: 'WORKER_BLOCKED' } }),
    });
    await user.click(await acceptButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vastausta ei voitu tallentaa');
    expect(alert).toHaveTextContent('Työntekijä on estetty tällä alueella tai tilillä');
    expect(await acceptButton()).toBeEnabled();
  });

  it('speaks the language the worker picks, without a session to save it to', async () => {
    const { server, user } = renderPage({ [`GET ${apiPath}`]: () => ({ body: buildInvitation() }) });
    await acceptButton();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kieli' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the shift' })).toBeInTheDocument();
    expect(screen.getByText('Hello Säde!')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(server.requests.some((request) => request.path === '/api/me/profile')).toBe(false);
  });
});
