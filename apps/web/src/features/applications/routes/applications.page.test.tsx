import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';
import { setScreenWidth } from '@/testing/screen-width';
import {
  apiBase,
  applicantId,
  buildCallRow,
  buildDetail,
  buildEntry,
  buildRow,
  me,
  recruiter,
} from './applications-test-data';

const listPath = '/apps/hr/applications/list';
const requestedUrls = (server: ReturnType<typeof renderApp>['server']) =>
  server.fetch.mock.calls.map(([input]) => decodeURIComponent(String(input)));

describe('applications list page', () => {
  it('lists each application with its step, role, place and recruiter, linked to its detail', async () => {
    renderApp(listPath, {
      me,
      handlers: {
        [`GET ${apiBase}`]: () => ({
          body: {
            items: [
              buildRow(),
              buildRow({
                id: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f602',
                fullName: 'Ville Virtanen',
                step: 'interview_scheduled',
                assignedTo: recruiter,
              }),
            ],
            total: 2,
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Hakemukset' }, { timeout: 5000 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Säde Öhman');
    expect(first).toHaveTextContent('Hakenut');
    expect(first).toHaveTextContent('Espoo, Uusimaa');
    expect(first).toHaveTextContent('Keikkatyö');
    expect(second).toHaveTextContent('Haastattelu sovittu');
    expect(second).toHaveTextContent('Riikka Rekry');
    expect(within(table).getByRole('link', { name: 'Säde Öhman' })).toHaveAttribute(
      'href',
      `/apps/hr/recruitments/application/${applicantId}`,
    );
    expect(screen.getByText('Yhteensä 2')).toBeInTheDocument();
  });

  it('keeps the step chips, role, search and sort in the address and asks the server with them', async () => {
    const { router, server, user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: [buildRow()], total: 1 } }) },
    });
    await screen.findByRole('table', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('checkbox', { name: 'Hakenut' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ei vastannut' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=applied%2Cno_answer'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ammatti' }), 'lähihoitaja');
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.search)).toContain('profession=lähihoitaja'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Hae' }), 'säde');
    await waitFor(() => expect(router.state.location.search).toContain('search=s%C3%A4de'));
    await user.click(screen.getByRole('button', { name: 'Nimi' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
    await waitFor(() =>
      expect(
        requestedUrls(server).some(
          (url) =>
            url.includes('step=applied,no_answer') &&
            url.includes('profession=lähihoitaja') &&
            url.includes('search=säde') &&
            url.includes('sort=name'),
        ),
      ).toBe(true),
    );
  });

  it('opens with the filters of a shared address', async () => {
    const { server } = renderApp(
      `${listPath}?step=interview_sent&createdFrom=2026-11-01&region=Uusimaa&seekingTerm=long-term&assignedTo=${recruiter.id}`,
      {
        me,
        handlers: {
          [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }),
          [`GET ${apiBase}/options`]: () => ({ body: { recruiters: [recruiter] } }),
        },
      },
    );
    expect(
      await screen.findByText('Suodattimia vastaavia hakemuksia ei ole.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Haastattelu lähetetty' })).toBeChecked();
    expect(screen.getByLabelText('Hakupäivä alkaen')).toHaveValue('01.11.2026');
    expect(screen.getByRole('combobox', { name: /^Hakujakso/ })).toHaveValue('long-term');
    expect(await screen.findByRole('option', { name: 'Riikka Rekry' })).toHaveProperty('selected', true);
    const url = requestedUrls(server).find((candidate) => candidate.includes('/applications?'));
    expect(url).toContain('step=interview_sent');
    expect(url).toContain('createdFrom=2026-11-01');
    expect(url).toContain('region=Uusimaa');
    expect(url).toContain('seekingTerm=long-term');
    expect(url).toContain(`assignedTo=${recruiter.id}`);
  });

  it('exports the filtered applications as CSV', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: [buildRow()], total: 1 } }) },
    });
    await screen.findByRole('table', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^hakemukset-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.text).toContain("Säde Öhman;sade@example.fi;'+358401234567;Hakenut");
  });

  it('records a call without an answer with its note, and the call list moves on', async () => {
    let calls = 0;
    const { server, user } = renderApp(`${listPath}?tab=call-list`, {
      me,
      handlers: {
        [`GET ${apiBase}/call-list`]: () => ({
          body: calls === 0 ? { items: [buildCallRow()], total: 1 } : { items: [], total: 0 },
        }),
        [`POST ${apiBase}/${applicantId}/calls`]: () => {
          calls += 1;
          return {
            status: 201,
            body: {
              application: buildDetail({ step: 'no_answer' }),
              entry: buildEntry({ toStep: 'no_answer', call: 'no_answer', note: 'Soita iltapäivällä' }),
            },
          };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Soittolista' }, { timeout: 5000 });
    expect(within(list).getByRole('link', { name: /Soita: \+358401234567/ })).toHaveAttribute(
      'href',
      'tel:+358401234567',
    );
    await user.type(
      within(list).getByRole('textbox', { name: 'Muistiinpano (Säde Öhman)' }),
      'Soita iltapäivällä',
    );
    await user.click(within(list).getByRole('button', { name: 'Ei vastannut: Säde Öhman' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        outcome: 'no_answer',
        note: 'Soita iltapäivällä',
      }),
    );
    expect(
      await screen.findByText('Soittolista on tyhjä.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Puhelu kirjattu: Säde Öhman ei vastannut')).toBeInTheDocument();
  });

  it('offers the next steps after a call that reached the applicant, and the moved applicant leaves the list', async () => {
    let moved = false;
    const { server, user } = renderApp(`${listPath}?tab=call-list`, {
      me,
      handlers: {
        [`GET ${apiBase}/call-list`]: () => ({
          body: moved
            ? { items: [], total: 0 }
            : { items: [buildCallRow({ step: 'licence_confirmed' })], total: 1 },
        }),
        [`POST ${apiBase}/${applicantId}/calls`]: () => ({
          status: 201,
          body: {
            application: buildDetail(),
            entry: buildEntry({
              fromStep: 'licence_confirmed',
              toStep: 'licence_confirmed',
              call: 'reached',
            }),
          },
        }),
        [`POST ${apiBase}/${applicantId}/step`]: () => {
          moved = true;
          return {
            body: {
              application: buildDetail({ step: 'interview_scheduled' }),
              entry: buildEntry({ fromStep: 'licence_confirmed', toStep: 'interview_scheduled' }),
            },
          };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Soittolista' }, { timeout: 5000 });
    await user.click(within(list).getByRole('button', { name: 'Tavoitettu: Säde Öhman' }));
    const next = await screen.findByRole(
      'group',
      { name: 'Siirrä hakemus eteenpäin (Säde Öhman)' },
      { timeout: 5000 },
    );
    await user.click(within(next).getByRole('button', { name: 'Haastattelu sovittu' }));
    expect(
      await screen.findByText('Soittolista on tyhjä.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      server.requests.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toEqual([
      { outcome: 'reached', note: '' },
      { to: 'interview_scheduled', note: null },
    ]);
  });

  it('shows each application as a card on a phone, with the step chips in the filters drawer', async () => {
    setScreenWidth(390);
    const { router, user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: [buildRow()], total: 1 } }) },
    });
    const cards = await screen.findByRole('list', { name: 'Hakemukset' }, { timeout: 5000 });
    const [card] = within(cards).getAllByRole('listitem') as [HTMLElement];
    expect(within(card).getByRole('link', { name: 'Säde Öhman' })).toBeInTheDocument();
    expect(within(card).getByText('Hakenut')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suodattimet' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Asiakirjat pyydetty' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=documents_requested'));
  });

  it('sends customers, who have no applications, to not-authorized', async () => {
    const { router } = renderApp(listPath, { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });
});
