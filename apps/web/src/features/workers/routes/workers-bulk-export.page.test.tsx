import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';
import { buildWorkerList, poolIds, workerId, workerOptions, workersPath } from './workers-test-data';

const slow = { timeout: 5000 };
const listUrl = '/apps/hr/personels/list';
const otherWorkerId = '10000000-0000-4000-8000-000000000002';
const membersPath = `POST /api/accounts/${accountIds.first}/pools/${poolIds.tampere}/members`;

function twoWorkers() {
  const list = buildWorkerList();
  const [first] = list.items;
  if (!first) {
    throw new Error('the test list has a worker');
  }
  const second = {
    ...first,
    id: otherWorkerId,
    fullName: '=Pekka Puupää',
    email: 'pekka@example.fi',
    mobile: null,
    birthday: null,
  };
  return { ...list, items: [first, second], total: 2 };
}

function poolDetail() {
  return {
    id: poolIds.tampere,
    accountId: accountIds.first,
    name: 'Tampereen rengas',
    isDefault: false,
    areas: [],
    members: [],
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
}

describe('personnel list: bulk add to a pool and export', () => {
  it('adds the selected workers to the chosen pool in one request and says so', async () => {
    const { server, user } = renderApp(listUrl, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${workersPath}`]: () => ({ body: twoWorkers() }),
        [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
        [membersPath]: () => ({ body: poolDetail() }),
      },
    });
    await screen.findByRole('table', { name: 'Työntekijät' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Valitse Maija Meikäläinen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Valitse =Pekka Puupää' }));
    const bar = screen.getByRole('region', { name: 'Valittujen rivien toiminnot' });
    await user.selectOptions(within(bar).getByLabelText('Pooli, johon valitut lisätään'), 'Tampereen rengas');
    await user.click(within(bar).getByRole('button', { name: 'Lisää pooliin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Onnistui 2, epäonnistui 0');
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([{ userIds: [workerId, otherWorkerId] }]);
  });

  it('reports a refused request for all the selected workers with the reason', async () => {
    const { user } = renderApp(listUrl, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${workersPath}`]: () => ({ body: twoWorkers() }),
        [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
        [membersPath]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }),
      },
    });
    await screen.findByRole('table', { name: 'Työntekijät' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Valitse kaikki tämän sivun rivit' }));
    const bar = screen.getByRole('region', { name: 'Valittujen rivien toiminnot' });
    await user.selectOptions(within(bar).getByLabelText('Pooli, johon valitut lisätään'), 'Tampereen rengas');
    await user.click(within(bar).getByRole('button', { name: 'Lisää pooliin' }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Onnistui 0, epäonnistui 1');
    expect(within(outcome).getByRole('listitem')).toHaveTextContent(/^Kaikki valitut \(2\): .+/);
  });

  it('exports the filtered workers, a name starting with = as text', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp(`${listUrl}?status=accepted&city=Tampere`, {
      me: buildMe('agent'),
      handlers: {
        [`GET ${workersPath}`]: () => ({ body: twoWorkers() }),
        [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
      },
    });
    await screen.findByRole('table', { name: 'Työntekijät' }, slow);
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = downloads[0]?.text.split('\r\n') ?? [];
    expect(downloads[0]?.name).toMatch(/^tyontekijat-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      '\uFEFFNimi;Ammatti;Sähköposti;Matkapuhelin;Paikkakunta;Maakunta;Ikä;Tila;Vahvistettu;Poolit',
    );
    expect(lines[1]).toMatch(
      /^Maija Meikäläinen;Lähihoitaja;maija\.meikalainen@example\.fi;'\+358401234567;Tampere;Pirkanmaa;\d+;/,
    );
    expect(lines[2]).toMatch(/^'=Pekka Puupää;/);
    const exportUrl = server.fetch.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('perPage=100'));
    expect(exportUrl).toContain('status=accepted');
    expect(exportUrl).toContain('city=Tampere');
  });
});
