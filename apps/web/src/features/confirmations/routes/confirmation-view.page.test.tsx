import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { confirmationDetail, confirmationsPath, ids, verifiedShift } from './confirmations-test-data';

// The first render loads the lazy route and the signed-in user.
const slow = { timeout: 5000 };

const viewUrl = `/apps/shifts-&-gigs/confirmations/view/${ids.shift}`;
const detailPath = `GET ${confirmationsPath}/${ids.shift}`;
const verifyPath = `POST /api/accounts/00000000-0000-4000-8000-000000000001/shifts/${ids.shift}/verification`;

describe('confirmation view', () => {
  it('shows the shift, its figures and its whole history', async () => {
    renderApp(viewUrl, {
      me: buildMe('agent'),
      handlers: { [detailPath]: () => ({ body: confirmationDetail() }) },
    });

    expect(await screen.findByRole('heading', { name: 'Vuoro: Aamuvuoro' }, slow)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Vuoron tiedot' });
    expect(details).toHaveTextContent('Marraskuun sijaisuudet');
    expect(details).toHaveTextContent('10.11.2026 07:00–15:30');
    expect(details).toHaveTextContent('10.11.2026 16:00, Antti Agentti');
    const history = screen.getByRole('region', { name: 'Historia' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Työntekijä varattu01.11.2026 10:00 · Antti AgenttiAino Aalto',
      'Vahvistettu10.11.2026 16:00 · Antti Agentti',
    ]);
  });

  it('lets a customer verify the hours after confirming, then shows the refreshed state and history', async () => {
    let verified = false;
    const { server, user } = renderApp(viewUrl, {
      me: buildMe('customer'),
      handlers: {
        [detailPath]: () => ({
          body: verified
            ? confirmationDetail({
                status: 'verified',
                state: 'verified',
                canVerify: false,
                verifiedAt: '2026-11-22T10:00:00.000Z',
                verifiedByName: 'Kaisa Asiakas',
                updates: [
                  ...confirmationDetail().updates,
                  {
                    state: 'verified',
                    date: '2026-11-22T10:00:00.000Z',
                    processer: 'user-customer',
                    processerName: 'Kaisa Asiakas',
                    content: '',
                  },
                ],
              })
            : confirmationDetail(),
        }),
        [verifyPath]: () => {
          verified = true;
          return { body: verifiedShift() };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Hyväksy tunnit' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Hyväksytäänkö tunnit?' });
    expect(dialog).toHaveTextContent('Aamuvuoro toteutuneet tunnit: Aino Aalto, 8 h');
    await user.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));

    expect(await screen.findByText('Tunnit on hyväksytty')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    const history = screen.getByRole('region', { name: 'Historia' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('region', { name: 'Vuoron tiedot' })).toHaveTextContent(
      '22.11.2026 12:00, Kaisa Asiakas',
    );
    expect(screen.queryByRole('button', { name: 'Hyväksy tunnit' })).not.toBeInTheDocument();
  });

  it('tells why verifying failed and keeps the button', async () => {
    const { user } = renderApp(viewUrl, {
      me: buildMe('admin'),
      handlers: {
        [detailPath]: () => ({ body: confirmationDetail() }),
        [verifyPath]: () => ({ status: 409, body: { code: 'SHIFT_STATE_CHANGED' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hyväksy tunnit' }, slow));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hyväksy' }));
    expect(await screen.findByText('Tuntien hyväksyminen epäonnistui')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hyväksy tunnit' })).toBeInTheDocument();
  });

  it('offers no verification for a verified shift or one the user may not verify', async () => {
    renderApp(viewUrl, {
      me: buildMe('customer'),
      handlers: { [detailPath]: () => ({ body: confirmationDetail({ canVerify: false }) }) },
    });
    expect(await screen.findByRole('heading', { name: 'Vuoro: Aamuvuoro' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hyväksy tunnit' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a shift that cannot be found', async () => {
    renderApp(viewUrl, {
      me: buildMe('customer'),
      handlers: { [detailPath]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(`Tietoa ei löytynyt, tunnus: ${ids.shift}`)).toBeInTheDocument();
  });
});
