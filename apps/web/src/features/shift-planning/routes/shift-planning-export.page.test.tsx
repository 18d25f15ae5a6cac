import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';
import { planningPage, planningPath } from './shift-planning-test-data';

describe('shift planning export', () => {
  it('exports the searched areas with booked and all shifts per week and the period’s fill rate', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp(
      '/apps/shifts-&-gigs/shift-planning/list?weeks=2&search=a&sort=fill_rate',
      {
        me: buildMe('agent'),
        handlers: { [`GET ${planningPath}`]: () => ({ body: planningPage() }) },
      },
    );
    await screen.findByRole('table', { name: 'Vuorosuunnittelu' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^vuorosuunnittelu-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.text.split('\r\n')).toEqual([
      '\uFEFFAlue;Paikkakunta;Viikko 48: varattuja;Viikko 48: vuoroja;Viikko 49: varattuja;Viikko 49: vuoroja;Koko jakso: varattuja;Koko jakso: vuoroja;Koko jakso: täyttöaste (%)',
      'Kallion palvelukoti;Helsinki;3;4;0;0;3;4;75',
      'Malmin hoivakoti;;0;2;1;1;1;3;33',
      '',
    ]);
    const exportUrl = server.fetch.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('perPage=100'));
    expect(exportUrl).toContain('weeks=2');
    expect(exportUrl).toContain('search=a');
    expect(exportUrl).toContain('sort=fill_rate');
  });
});
