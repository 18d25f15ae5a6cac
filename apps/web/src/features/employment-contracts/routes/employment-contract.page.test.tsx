import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import {
  accountId,
  apiBase,
  buildContract,
  buildTemplate,
  contractId,
  me,
  templateId,
  templatesPath,
  workerId,
} from './employment-contracts-test-data';

const wait = { timeout: 3000 };
const pagePath = (id?: string) => `/apps/pay-&-billing/employment-contracts/create${id ? `/${id}` : ''}`;
const worker = {
  id: workerId,
  fullName: 'Säde Öhman',
  email: 'sade@example.com',
  mobile: null,
  profession: null,
};
const templates = { [`GET ${templatesPath}`]: () => ({ body: { items: [buildTemplate()] } }) };

describe('employment contract page', () => {
  it('drafts a contract for a worker from a template and opens it', async () => {
    const draft = buildContract({ status: 'draft', sentAt: null, expiresAt: null, events: [] });
    const { router, server, user } = renderApp(pagePath(), {
      me,
      handlers: {
        ...templates,
        [`GET /api/accounts/${accountId}/workers/search`]: () => ({ body: { items: [worker] } }),
        [`POST ${apiBase}`]: () => ({ status: 201, body: draft }),
        [`GET ${apiBase}/${contractId}`]: () => ({ body: draft }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tallenna luonnos' }, wait));
    expect(await screen.findByText('Valitse työntekijä listasta.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Työntekijä/ }), 'Sä');
    await user.click(await screen.findByRole('option', { name: /Säde Öhman/ }, wait));
    await user.click(screen.getByRole('combobox', { name: /^Sopimuspohja/ }));
    await user.click(await screen.findByRole('option', { name: 'Lähihoitajan työsopimus (FI)' }, wait));
    await user.type(screen.getByRole('textbox', { name: /^Tehtävä/ }), 'Lähihoitaja');
    await user.type(screen.getByRole('textbox', { name: /^Tuntipalkka/ }), '18,50');
    await user.type(screen.getByRole('textbox', { name: /^Alkamispäivä/ }), '1.12.2026');
    await user.type(screen.getByRole('textbox', { name: 'Työehtosopimus' }), 'Sosiaalialan TES');
    await user.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath(contractId)), wait);
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      workerId,
      templateId,
      title: 'Lähihoitajan työsopimus',
      countersignRequired: false,
      terms: {
        role: 'Lähihoitaja',
        hourlyWageCents: 1850,
        startsOn: '2026-12-01',
        endsOn: null,
        collectiveAgreement: 'Sosiaalialan TES',
        placeOfWork: null,
        probationPeriod: null,
        workingHours: null,
      },
    });
  });

  it('sends a draft by e-mail and SMS with a deadline', async () => {
    const draft = buildContract({ status: 'draft', sentAt: null, expiresAt: null, channels: [], events: [] });
    const { server, user } = renderApp(pagePath(contractId), {
      me,
      handlers: {
        ...templates,
        [`GET ${apiBase}/${contractId}`]: () => ({ body: draft }),
        [`POST ${apiBase}/${contractId}/send`]: () => ({ body: buildContract() }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lähetä allekirjoitettavaksi' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetä allekirjoitettavaksi' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tekstiviesti' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.path.endsWith('/send'))?.body).toEqual({
        channels: ['email', 'sms'],
        deadline: addDays(helsinkiDayKey(new Date()), 14),
      }),
    );
  });

  it('shows a sent contract’s audit trail and cancels it after a confirmation', async () => {
    const { server, user } = renderApp(pagePath(contractId), {
      me,
      handlers: {
        [`GET ${apiBase}/${contractId}`]: () => ({ body: buildContract() }),
        [`POST ${apiBase}/${contractId}/cancel`]: () => ({ body: buildContract({ status: 'cancelled' }) }),
      },
    });
    const trail = await screen.findByRole('table', { name: 'Tapahtumaloki' }, wait);
    const [, created, sent] = within(trail).getAllByRole('row');
    expect(created).toHaveTextContent('LuotuHenkilökunta: Anna Admin');
    expect(sent).toHaveTextContent(
      'Lähetetty allekirjoitettavaksiHenkilökunta: Anna AdminSähköposti192.0.2.10',
    );
    expect(screen.getByRole('button', { name: 'Lähetä muistutus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lataa allekirjoitettu PDF' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Peru sopimus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perutaanko sopimus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Peru sopimus' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === `${apiBase}/${contractId}/cancel`)).toBe(
        true,
      ),
    );
  });

  it('offers the signed PDF and the countersignature of a signed contract', async () => {
    renderApp(pagePath(contractId), {
      me,
      handlers: {
        [`GET ${apiBase}/${contractId}`]: () => ({
          body: buildContract({
            status: 'signed',
            signedAt: '2026-11-28T09:00:00.000Z',
            signerName: 'Säde Öhman',
            countersignRequired: true,
            awaitingCountersign: true,
          }),
        }),
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Lataa allekirjoitettu PDF' }, wait),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vastaallekirjoita' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Peru sopimus' })).not.toBeInTheDocument();
  });
});
