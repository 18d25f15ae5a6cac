import type { StaffRole } from '@portal/domain/access';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { type FakeHandler, stubFetch } from '@/testing/fake-server';
import { type MessagePanelWorker, WorkerMessagesPanel } from './worker-messages-panel';

const worker: MessagePanelWorker = {
  id: '30000000-0000-4000-8000-000000000001',
  accountId: accountIds.first,
  fullName: 'Säde Öhman',
  email: 'sade.ohman@example.fi',
  mobile: '+358401234567',
};
const workerPath = `/api/accounts/${accountIds.first}/workers/${worker.id}`;
const outboxId = '70000000-0000-4000-8000-000000000001';

function renderPanel(role: StaffRole, handlers: Record<string, FakeHandler> = {}, target = worker) {
  const me = buildMe(role);
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({ 'GET /api/me': () => ({ body: me }), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <WorkerMessagesPanel worker={target} />
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

/** Pastes text into a field in one go (typing hundreds of characters is slow in jsdom). */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('messages to a worker panel', () => {
  it('counts characters and segments live: Finnish letters stay GSM-7, an emoji makes it Unicode', async () => {
    const { user } = renderPanel('agent');
    const message = await screen.findByRole('textbox', { name: 'Viesti' });
    const counter = screen.getByTestId('sms-counter');
    expect(counter).toHaveTextContent('0 merkkiä');
    expect(counter).toHaveTextContent('GSM-7 (160 merkkiä/osa)');

    await user.type(message, 'Hyvää yötä, Åke!');
    expect(counter).toHaveTextContent('16 merkkiä');
    expect(counter).toHaveTextContent('1 osa');
    expect(counter).toHaveTextContent('GSM-7 (160 merkkiä/osa)');
    expect(counter).toHaveTextContent('Osaan mahtuu vielä 144');

    await paste(user, message, ' 😀');
    expect(counter).toHaveTextContent('19 merkkiä');
    expect(counter).toHaveTextContent('Unicode (70 merkkiä/osa)');

    await user.clear(message);
    await paste(user, message, 'ä'.repeat(161));
    expect(counter).toHaveTextContent('161 merkkiä');
    expect(counter).toHaveTextContent('2 osaa');
    expect(counter).toHaveTextContent('GSM-7 (153 merkkiä/osa)');
    // Naming the counter from the field lets a screen reader user hear it.
    expect(message).toHaveAccessibleDescription(expect.stringContaining('2 osaa'));
  });

  it('sends an SMS and says how many parts went to which number', async () => {
    const { server, user } = renderPanel('agent', {
      [`POST ${workerPath}/sms`]: () => ({
        status: 202,
        body: { outboxId, to: worker.mobile, encoding: 'gsm7', segments: 1 },
      }),
    });
    const message = await screen.findByRole('textbox', { name: 'Viesti' });
    await user.type(message, 'Hei Säde!');
    await user.click(screen.getByRole('button', { name: 'Lähetä tekstiviesti' }));
    expect(
      await screen.findByText('Tekstiviesti (1 osa) lähetetään numeroon +358401234567'),
    ).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      message: 'Hei Säde!',
    });
    expect(message).toHaveValue('');
  });

  it('refuses a costly SMS for an agent with the spec’s message, sending nothing', async () => {
    const { server, user } = renderPanel('agent');
    const message = await screen.findByRole('textbox', { name: 'Viesti' });
    await paste(user, message, 'a'.repeat(153 * 3 + 1));
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('4 osaa');
    expect(
      screen.getByText('Ota yhteyttä ylläpitäjään lähettääksesi tämän tekstiviestin'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä tekstiviesti' }));
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(message).toHaveValue('a'.repeat(153 * 3 + 1));
  });

  it('lets an admin send a costly SMS, noting the cost and asking for confirmation first', async () => {
    const { server, user } = renderPanel('admin', {
      [`POST ${workerPath}/sms`]: () => ({
        status: 202,
        body: { outboxId, to: worker.mobile, encoding: 'gsm7', segments: 4 },
      }),
    });
    await paste(user, await screen.findByRole('textbox', { name: 'Viesti' }), 'a'.repeat(153 * 3 + 1));
    expect(screen.getByText('Viestissä on yli 3 osaa, joten se on kallis.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä tekstiviesti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetetäänkö kallis tekstiviesti?' });
    expect(dialog).toHaveTextContent('Viestissä on 4 osaa');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä silti' }));
    expect(
      await screen.findByText('Tekstiviesti (4 osaa) lähetetään numeroon +358401234567'),
    ).toBeInTheDocument();
    // The confirmation goes with the request: the server refuses a costly SMS without it.
    expect(server.requests.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      { message: 'a'.repeat(153 * 3 + 1), confirmCostly: true },
    ]);
  });

  it('sends nothing when the admin cancels the costly SMS confirmation, keeping the text', async () => {
    const { server, user } = renderPanel('admin');
    const message = await screen.findByRole('textbox', { name: 'Viesti' });
    await paste(user, message, 'a'.repeat(153 * 3 + 1));
    await user.click(screen.getByRole('button', { name: 'Lähetä tekstiviesti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetetäänkö kallis tekstiviesti?' });
    await user.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(message).toHaveValue('a'.repeat(153 * 3 + 1));
  });

  it('refuses an SMS over the length limit with a message instead of cutting it', async () => {
    const { server, user } = renderPanel('admin');
    const message = await screen.findByRole('textbox', { name: 'Viesti' });
    await paste(user, message, 'a'.repeat(1601));
    expect(message).toHaveValue('a'.repeat(1601));
    expect(
      screen.getByText('Viesti on liian pitkä: 1601 merkkiä, enintään 1600. Lyhennä viestiä.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä tekstiviesti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('explains that a worker without a mobile cannot get an SMS', async () => {
    renderPanel('agent', {}, { ...worker, mobile: null });
    expect(
      await screen.findByText(
        'Työntekijällä ei ole matkapuhelinnumeroa, joten tekstiviestiä ei voi lähettää',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lähetä tekstiviesti' })).toBeDisabled();
  });

  it('sends an e-mail with a subject and a text, both required', async () => {
    const { server, user } = renderPanel('agent', {
      [`POST ${workerPath}/email`]: () => ({ status: 202, body: { outboxId, to: worker.email } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Sähköposti' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Vastaanottaja: sade.ohman@example.fi')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Lähetä sähköposti' }));
    expect(await within(panel).findAllByText('Tämä kenttä on pakollinen')).toHaveLength(2);
    await user.type(within(panel).getByRole('textbox', { name: 'Aihe' }), 'Joulukuun vuorot');
    await user.type(within(panel).getByRole('textbox', { name: 'Viesti' }), 'Vuorot ovat auki.');
    await user.click(within(panel).getByRole('button', { name: 'Lähetä sähköposti' }));
    expect(
      await screen.findByText('Sähköposti lähetetään osoitteeseen sade.ohman@example.fi'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        subject: 'Joulukuun vuorot',
        text: 'Vuorot ovat auki.',
      }),
    );
  });

  it('is not shown to customers', async () => {
    renderPanel('customer');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Viestit työntekijälle' })).not.toBeInTheDocument(),
    );
  });
});
