import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';
import { buildJobAd, jobAdsPath } from './job-ads-test-data';

const listPath = '/apps/hr/jobs/list';

describe('job ads list page', () => {
  it('lists the ads with status and place, each linked to its form, and offers a new ad', async () => {
    renderApp(listPath, {
      me: buildMe('agent'),
      handlers: {
        [`GET ${jobAdsPath}`]: () => ({
          body: {
            items: [
              buildJobAd(),
              buildJobAd({
                id: '50000000-0000-4000-8000-000000000002',
                title: 'Kesätyö',
                status: 'draft',
                publishedAt: null,
              }),
            ],
            total: 2,
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Työpaikkailmoitukset' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Julkaistu');
    expect(rows[1]).toHaveTextContent('Helsinki, Uusimaa');
    expect(rows[1]).toHaveTextContent('Keikkatyö');
    expect(rows[2]).toHaveTextContent('Luonnos');
    expect(within(table).getByRole('link', { name: 'Kesätyö' })).toHaveAttribute(
      'href',
      '/apps/hr/jobs/edit/50000000-0000-4000-8000-000000000002',
    );
    expect(screen.getByRole('link', { name: 'Uusi ilmoitus' })).toHaveAttribute(
      'href',
      '/apps/hr/jobs/create',
    );
  });

  it('filters by status, searches and sorts through the address', async () => {
    const { router, server, user } = renderApp(listPath, {
      me: buildMe('admin'),
      handlers: { [`GET ${jobAdsPath}`]: () => ({ body: { items: [buildJobAd()], total: 1 } }) },
    });
    await user.type(await screen.findByLabelText('Hae', undefined, { timeout: 5000 }), 'espoo');
    await waitFor(() => expect(router.state.location.search).toContain('search=espoo'));
    await user.click(screen.getByRole('button', { name: 'Otsikko' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=title'));
    await user.click(screen.getByRole('combobox', { name: 'Tila' }));
    await user.click(await screen.findByRole('option', { name: 'Poistettu' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=deleted'));
    const urls = server.fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('status=deleted') && url.includes('search=espoo'))).toBe(true);
  });

  it('exports the filtered ads as CSV', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp(listPath, {
      me: buildMe('admin'),
      handlers: { [`GET ${jobAdsPath}`]: () => ({ body: { items: [buildJobAd()], total: 1 } }) },
    });
    await screen.findByRole('table', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^tyopaikkailmoitukset-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.text).toContain(
      'Sairaanhoitaja keikoille;Julkaistu;sairaanhoitaja;Helsinki;Uusimaa',
    );
  });

  it('sends customers, who have no job ads, to not-authorized', async () => {
    const { router } = renderApp(listPath, { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });
});
