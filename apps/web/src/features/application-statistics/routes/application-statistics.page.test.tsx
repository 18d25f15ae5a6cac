import type { ApplicationStatistics } from '@portal/domain/application-statistics';
import { funnelSteps } from '@portal/domain/application-statistics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';

const statisticsPath = `GET /api/accounts/${accountIds.first}/application-statistics`;
const pageUrl = '/apps/dashboard/analytics';

const reached = [3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
const statistics: ApplicationStatistics = {
  from: '2026-11-09',
  to: '2026-11-22',
  total: 3,
  weeks: [
    {
      week: '2026-W46',
      weekStart: '2026-11-09',
      total: 2,
      byRole: { sairaanhoitaja: 2 },
      byRegion: { Pirkanmaa: 2 },
      bySource: { registration: 2 },
    },
    {
      week: '2026-W47',
      weekStart: '2026-11-16',
      total: 1,
      byRole: { lähihoitaja: 1 },
      byRegion: { unknown: 1 },
      bySource: { invitation: 1 },
    },
  ],
  roles: ['sairaanhoitaja', 'lähihoitaja'],
  regions: ['Pirkanmaa', 'unknown'],
  sources: ['registration', 'invitation'],
  funnel: funnelSteps.map((step, index) => ({
    step,
    reached: reached[index] ?? 0,
    conversion: index === 0 ? null : (reached[index] ?? 0) / (reached[index - 1] ?? 1),
  })),
  firstShift: { count: 1, medianDays: 9 },
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('application statistics page', () => {
  it('shows the weekly applications by role and the funnel, each with its numbers as a table', async () => {
    renderApp(pageUrl, {
      me: buildMe('agent'),
      handlers: { [statisticsPath]: () => ({ body: statistics }) },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hakemustilastot' }, { timeout: 20_000 }),
    ).toBeVisible();
    // The first render of the file loads the page's chunk, charts included: slower on a busy machine.
    const byRole = await screen.findByRole(
      'table',
      { name: 'Hakemukset viikoittain rooleittain' },
      { timeout: 20_000 },
    );
    expect(rowsOf(byRole)).toEqual([
      'ViikkoSairaanhoitajaLähihoitajaYhteensä',
      '2026-W46 (09.11.2026–15.11.2026)202',
      '2026-W47 (16.11.2026–22.11.2026)011',
    ]);
    const bySource = screen.getByRole('table', { name: 'Hakemukset viikoittain lähteittäin' });
    expect(rowsOf(bySource)[0]).toBe('ViikkoTyöpaikkailmoitusKutsuYhteensä');
    const byRegion = screen.getByRole('table', { name: 'Hakemukset viikoittain maakunnittain' });
    expect(rowsOf(byRegion)[0]).toBe('ViikkoPirkanmaaEi tiedossaYhteensä');
    const funnel = screen.getByRole('table', { name: 'Hakemusten eteneminen' });
    expect(rowsOf(funnel).slice(0, 4)).toEqual([
      'VaiheHakemuksiaEdellisestä vaiheesta',
      'Hakenut3–',
      expect.stringMatching(/^Laillistus vahvistettu266,7\s%$/),
      'Haastattelu sovittu150\u00a0%',
    ]);
    expect(
      screen.getByText('Mediaani hakemuksesta ensimmäiseen vuoroon (päivää)').nextSibling,
    ).toHaveTextContent('9');
  });

  it('asks for the period typed, refuses an end before the start, and exports the period as CSV', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp(`${pageUrl}?from=2026-11-09&to=2026-11-22`, {
      me: buildMe('admin'),
      handlers: { [statisticsPath]: () => ({ body: statistics }) },
    });
    await screen.findByRole('table', { name: 'Hakemusten eteneminen' }, { timeout: 20_000 });
    const urls = () => server.fetch.mock.calls.map(([input]) => String(input));
    expect(urls().some((url) => url.includes('from=2026-11-09') && url.includes('to=2026-11-22'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('hakemustilastot-2026-11-09-2026-11-22.csv');
    expect(urls().some((url) => url.includes('format=csv'))).toBe(true);

    const to = screen.getByRole('textbox', { name: 'Päättyen' });
    await user.clear(to);
    await user.type(to, '1.11.2026');
    expect(await screen.findByText('Päättymispäivä ei voi olla ennen alkamispäivää.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vie CSV' })).toBeDisabled();
  });

  it('is in the dashboard menu for agents', async () => {
    renderApp(pageUrl, {
      me: buildMe('agent'),
      handlers: { [statisticsPath]: () => ({ body: statistics }) },
    });
    expect(await screen.findByRole('link', { name: 'Tilastot' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      pageUrl,
    );
  });

  it('is not for customers: no menu entry and no figures asked', async () => {
    const { server } = renderApp(pageUrl, { me: buildMe('customer') });
    expect(await screen.findByRole('link', { name: 'Koti' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tilastot' })).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.path.includes('application-statistics'))).toBe(false);
  });
});
