import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiBase, broadcastId, buildBroadcast, buildCount, meAs } from './sms-broadcasts-test-data';

const editPath = `/apps/hr/messages/edit/sms/${broadcastId}`;

describe('bulk SMS editor', () => {
  it('says what is missing: title, text and a target', async () => {
    const { server, user } = renderApp('/apps/hr/messages/edit/sms', { me: meAs('agent') });
    await user.click(await screen.findByRole('button', { name: 'Tallenna luonnos' }));
    expect(await screen.findByText('Otsikko on pakollinen')).toBeInTheDocument();
    expect(screen.getByText('Teksti on pakollinen')).toBeInTheDocument();
    expect(screen.getByText('Valitse vähintään yksi kohde: alue, kaupunki tai rooli')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('counts characters and parts while typing and saves a draft to a city', async () => {
    const { server, user } = renderApp('/apps/hr/messages/edit/sms', {
      me: meAs('agent'),
      handlers: {
        [`POST ${apiBase}`]: () => ({ status: 201, body: buildBroadcast() }),
        [`GET ${apiBase}/${broadcastId}`]: () => ({ body: buildBroadcast() }),
        [`GET ${apiBase}/${broadcastId}/recipient-count`]: () => ({ body: buildCount() }),
      },
    });
    // Pasted in one go: typing is slow in jsdom.
    await user.click(await screen.findByRole('textbox', { name: /Otsikko/ }));
    await user.paste('Vuoroja');
    await user.click(screen.getByRole('textbox', { name: /Teksti/ }));
    await user.paste('Hei 😀');
    expect(
      within(screen.getByTestId('sms-counter')).getByText('1 osa', { exact: false }),
    ).toBeInTheDocument();
    await user.type(screen.getAllByLabelText('Kaupungit')[0] as HTMLElement, 'Espoo{Enter}');
    await user.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        title: 'Vuoroja',
        message: 'Hei 😀',
        targets: { region: null, cities: ['Espoo'], roles: [] },
      }),
    );
    expect(await screen.findByText('Viesti lähtee 3 työntekijälle.')).toBeInTheDocument();
  });

  it('shows the recipient count and asks for confirmation with the count and parts before sending', async () => {
    let current = buildBroadcast();
    const { server, user } = renderApp(editPath, {
      me: meAs('agent'),
      handlers: {
        // After sending, the refetch is slow (as over a network): the editor already knows the SMS is no
        // draft and drops the send panel before the refetch ends; the delivery view must open all the same.
        [`GET ${apiBase}/${broadcastId}`]: async () => {
          if (current.status !== 'draft') {
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
          return { body: current };
        },
        [`GET ${apiBase}/${broadcastId}/recipient-count`]: () => ({ body: buildCount() }),
        [`POST ${apiBase}/${broadcastId}/send`]: () => {
          current = buildBroadcast({
            status: 'sending',
            recipientCount: 3,
            progress: { total: 3, queued: 3, sent: 0, failed: 0, optedOut: 0 },
          });
          return { body: current };
        },
        [`GET ${apiBase}/${broadcastId}/recipients`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    expect(await screen.findByText('Viesti lähtee 3 työntekijälle.')).toBeInTheDocument();
    expect(
      screen.getByText('Pois jätetty: 1 kieltäytynyttä, 2 ilman matkapuhelinnumeroa.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetetäänkö tekstiviesti?' });
    expect(
      within(dialog).getByText(/Viesti lähtee 3 työntekijälle: 1 osaa kullekin, yhteensä 3 osaa/),
    ).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.endsWith('/send'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä nyt' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tekstiviestin toimitus' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Lähetetään').length).toBeGreaterThan(0);
  });

  it('asks an agent to contact an admin for a costly SMS', async () => {
    renderApp(editPath, {
      me: meAs('agent'),
      handlers: {
        [`GET ${apiBase}/${broadcastId}`]: () => ({ body: buildBroadcast() }),
        [`GET ${apiBase}/${broadcastId}/recipient-count`]: () => ({
          body: buildCount({ recipients: 2000, totalSegments: 2000, costly: true }),
        }),
      },
    });
    expect(
      await screen.findByText('Ota yhteyttä ylläpitäjään lähettääksesi tämän tekstiviestin'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lähetä' })).toBeDisabled();
  });

  it('lets an admin send a costly SMS', async () => {
    renderApp(editPath, {
      me: meAs('admin'),
      handlers: {
        [`GET ${apiBase}/${broadcastId}`]: () => ({ body: buildBroadcast() }),
        [`GET ${apiBase}/${broadcastId}/recipient-count`]: () => ({
          body: buildCount({ recipients: 2000, totalSegments: 2000, costly: true }),
        }),
      },
    });
    expect(await screen.findByText('Viesti lähtee 2000 työntekijälle.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lähetä' })).toBeEnabled();
  });
});
