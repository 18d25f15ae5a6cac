import type { CampaignView } from '@portal/domain/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { accountId, apiBase, buildAnnouncement, me } from './communications-test-data';

const listPath = '/apps/hr/communications/list';
const campaignId = '60000000-0000-4000-8000-000000000001';

const announcements = [
  buildAnnouncement({ sticky: true }),
  buildAnnouncement({
    id: '8b000000-0000-4000-8000-000000000002',
    title: 'Kevään koulutus',
    status: 'draft',
    isDraft: true,
  }),
  buildAnnouncement({
    id: '8b000000-0000-4000-8000-000000000003',
    title: 'Syksyn vuorot',
    status: 'expired',
    expiresOn: '2026-10-31',
  }),
];

const campaign: CampaignView = {
  id: campaignId,
  accountId,
  name: 'Joulubonus',
  announcement: null,
  type: 'hourly-bonus',
  payValue: 550,
  priceValue: null,
  startDate: '2026-12-20',
  endDate: '2026-12-26',
  applyForPastShifts: false,
  areas: [{ id: '70000000-0000-4000-8000-000000000001', name: 'Koivula A' }],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('communications list', () => {
  it('lists announcements with their status in the spec’s colours, and deletes the selected after asking', async () => {
    const { server, user } = renderApp(listPath, {
      me,
      handlers: {
        [`GET ${apiBase}`]: () => ({ body: { items: announcements, total: 3 } }),
        [`POST ${apiBase}/delete`]: () => ({ body: { deleted: [announcements[1]?.id] } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tiedotteet' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Joulun lisävuorotTarvitsemme');
    expect(within(first as HTMLElement).getByRole('img', { name: 'Kiinnitetty ylös' })).toBeInTheDocument();
    const badge = (row: HTMLElement | undefined, text: string) =>
      within(row as HTMLElement)
        .getByText(text)
        .closest('[data-status]');
    expect(badge(first, 'Voimassa')).toHaveAttribute('data-status', 'active');
    expect(badge(second, 'Luonnos')).toHaveAttribute('data-status', 'draft');
    expect(badge(third, 'Vanhentunut')).toHaveAttribute('data-status', 'expired');
    expect(third?.textContent).toContain('31.10.2026');

    await user.click(within(table).getByRole('checkbox', { name: 'Valitse Kevään koulutus' }));
    await user.click(screen.getByRole('button', { name: 'Poista valitut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko tiedotteet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === `${apiBase}/delete`)).toBe(true),
    );
    expect(server.requests.find((request) => request.path === `${apiBase}/delete`)?.body).toEqual({
      ids: [announcements[1]?.id],
    });
    expect(await screen.findByText('Tiedote poistettu')).toBeInTheDocument();
  }, 60_000);

  it('asks the server for pages of 10 and for one status', async () => {
    const { server, user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: announcements, total: 25 } }) },
    });
    const asked = () =>
      server.fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(apiBase));
    await screen.findByRole('table', { name: 'Tiedotteet' });
    expect(asked()[0]).toContain('perPage=10');
    await user.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    await waitFor(() => expect(asked().at(-1)).toContain('page=2'));
    await user.click(screen.getByRole('combobox', { name: 'Tila' }));
    await user.click(await screen.findByRole('option', { name: 'Luonnos' }));
    await waitFor(() => expect(asked().at(-1)).toContain('status=draft'));
    expect(asked().at(-1)).toContain('page=1');
  }, 60_000);

  it('keeps the tab in the address: the campaigns tab lists campaigns with their announcement and “Announce”', async () => {
    renderApp(`${listPath}?tab=campaigns`, {
      me,
      handlers: {
        [`GET /api/accounts/${accountId}/campaigns`]: () => ({ body: { items: [campaign], total: 1 } }),
        [`GET /api/accounts/${accountId}/campaign-announcements`]: () => ({ body: { items: [] } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Kampanjat' });
    expect(within(table).getByText('Ei tiedotettu')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Tiedota kampanjasta Joulubonus' })).toHaveAttribute(
      'href',
      `/apps/hr/messages/edit/announcement?campaignId=${campaignId}`,
    );
    expect(screen.getByRole('tab', { name: 'Kampanjat' })).toHaveAttribute('aria-selected', 'true');
  }, 60_000);

  it('shows agents the announcements but not the campaigns, which are the agreements’', async () => {
    const agent = buildMe('agent');
    renderApp(`${listPath}?tab=campaigns`, {
      me: agent,
      handlers: {
        [`GET /api/accounts/${agent.accounts[0]?.id}/announcements`]: () => ({
          body: { items: [], total: 0 },
        }),
      },
    });
    expect(await screen.findByText('Tiedotteita ei ole vielä.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Kampanjat' })).not.toBeInTheDocument();
  }, 60_000);
});
