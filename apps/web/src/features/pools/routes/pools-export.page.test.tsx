import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';

const poolsPath = `/api/accounts/${accountIds.first}/pools`;

describe('pools list export', () => {
  it('exports the pools matching the search with their counts', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp('/apps/hr/pools/list?search=rengas', {
      me: buildMe('admin'),
      handlers: {
        [`GET ${poolsPath}`]: () => ({
          body: {
            items: [
              {
                id: '10000000-0000-4000-8000-000000000001',
                name: 'Oletusrengas',
                isDefault: true,
                memberCount: 34,
                areaCount: 5,
              },
            ],
            total: 1,
          },
        }),
      },
    });
    await screen.findByRole('table', { name: 'Poolit' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^poolit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.text).toBe('\uFEFFNimi;Oletus;Jäseniä;Alueita\r\nOletusrengas;Oletus;34;5\r\n');
    expect(server.fetch.mock.calls.map(([input]) => String(input))).toContain(
      `${poolsPath}?search=rengas&page=1&perPage=100`,
    );
  });
});
