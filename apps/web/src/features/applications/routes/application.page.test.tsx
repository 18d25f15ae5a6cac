import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { apiBase, applicantId, buildDetail, buildEntry, me, recruiter } from './applications-test-data';

const detailPath = `/apps/hr/recruitments/application/${applicantId}`;

function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET ${apiBase}/${applicantId}`]: () => ({ body: buildDetail() }),
    [`GET ${apiBase}/${applicantId}/history`]: () => ({
      body: {
        items: [
          buildEntry({
            id: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f702',
            fromStep: 'licence_confirmed',
            toStep: 'licence_confirmed',
            call: 'reached',
            note: 'Haastattelu maanantaina',
          }),
          buildEntry(),
          buildEntry({
            id: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f700',
            fromStep: null,
            toStep: 'applied',
            note: null,
            actor: null,
          }),
        ],
      },
    }),
    [`GET ${apiBase}/options`]: () => ({ body: { recruiters: [recruiter] } }),
    ...overrides,
  };
}

describe('application detail page', () => {
  it('shows the fields, the step and the history with calls, who moved it and the note', async () => {
    renderApp(detailPath, { me, handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Säde Öhman' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+358401234567' })).toHaveAttribute('href', 'tel:+358401234567');
    expect(screen.getByText('Heti')).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Vaiheiden historia' }, { timeout: 5000 });
    const [, call, latest, first] = within(history).getAllByRole('row');
    expect(call).toHaveTextContent('Puhelu: tavoitettu');
    expect(call).toHaveTextContent('Haastattelu maanantaina');
    expect(latest).toHaveTextContent('Hakenut → Laillistus vahvistettu');
    expect(latest).toHaveTextContent('Riikka Rekry');
    expect(latest).toHaveTextContent('Valviran rekisteristä');
    expect(first).toHaveTextContent('Järjestelmä');
  });

  it('moves the application to an allowed next step with the note', async () => {
    const { server, user } = renderApp(detailPath, {
      me,
      handlers: handlers({
        [`POST ${apiBase}/${applicantId}/step`]: () => ({
          body: {
            application: buildDetail({
              step: 'interview_scheduled',
              nextSteps: ['interview_sent', 'submitted'],
            }),
            entry: buildEntry({ fromStep: 'licence_confirmed', toStep: 'interview_scheduled' }),
          },
        }),
      }),
    });
    const steps = await screen.findByRole('group', { name: 'Siirrä vaiheeseen' }, { timeout: 5000 });
    // Only the moves a recruiter makes: confirming has its own button, documents come from requests.
    expect(within(steps).queryByRole('button', { name: 'Vahvistettu' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Muistiinpano siirrolle/ }), 'Ma klo 10');
    await user.click(within(steps).getByRole('button', { name: 'Haastattelu sovittu' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        to: 'interview_scheduled',
        note: 'Ma klo 10',
      }),
    );
    expect(
      await screen.findByText('Hakemus siirretty vaiheeseen Haastattelu sovittu', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('group', { name: 'Siirrä vaiheeseen' })).findByRole('button', {
        name: 'Haastattelu lähetetty',
      }),
    ).toBeInTheDocument();
  });

  it('saves the edited fields and the recruiter, and says the application was updated', async () => {
    const { server, user } = renderApp(detailPath, {
      me,
      handlers: handlers({
        [`PUT ${apiBase}/${applicantId}`]: () => ({
          body: {
            application: buildDetail({ addressCity: 'Vantaa', assignedTo: recruiter }),
            message: 'APPLICATION_UPDATED',
          },
        }),
      }),
    });
    const city = await screen.findByRole('textbox', { name: 'Kaupunki' }, { timeout: 5000 });
    await user.clear(city);
    await user.type(city, 'Vantaa');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Rekrytoija/ }), recruiter.id);
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Hakemus päivitetty', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      firstName: 'Säde',
      addressCity: 'Vantaa',
      assignedTo: recruiter.id,
      birthday: '1990-05-04',
      drivingLicence: true,
      hasCar: null,
    });
  });

  it('lets a recruiter take the application with one click, the other fields kept', async () => {
    const myId = '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f6bb';
    const signedIn = { ...me, user: { ...me.user, id: myId } };
    const { server, user } = renderApp(detailPath, {
      me: signedIn,
      handlers: handlers({
        [`GET ${apiBase}/options`]: () => ({
          body: { recruiters: [recruiter, { id: myId, fullName: 'Antti Agentti' }] },
        }),
        [`PUT ${apiBase}/${applicantId}`]: () => ({
          body: {
            application: buildDetail({ assignedTo: { id: myId, fullName: 'Antti Agentti' } }),
            message: 'APPLICATION_UPDATED',
          },
        }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ota itselle' }, { timeout: 5000 }));
    expect(await screen.findByText('Hakemus päivitetty', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      assignedTo: myId,
      firstName: 'Säde',
      email: 'sade@example.fi',
      applicationSeeking: ['keikkatyö'],
    });
  });

  it('refuses a seeking period that ends before it starts, in Finnish, without sending', async () => {
    const { server, user } = renderApp(detailPath, { me, handlers: handlers() });
    const end = await screen.findByLabelText('Asti', undefined, { timeout: 5000 });
    await user.type(end, '30.11.2026');
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Loppu ei voi olla ennen alkua.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('confirms the applicant as a worker after asking, then links to the worker page', async () => {
    let application = buildDetail();
    const { server, user } = renderApp(detailPath, {
      me,
      handlers: handlers({
        [`GET ${apiBase}/${applicantId}`]: () => ({ body: application }),
        [`POST ${apiBase}/${applicantId}/confirm`]: () => {
          application = buildDetail({ step: 'confirmed', confirmed: true, canConfirm: false, nextSteps: [] });
          return {
            body: { application, entry: buildEntry({ fromStep: 'licence_confirmed', toStep: 'confirmed' }) },
          };
        },
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Vahvista työntekijäksi' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Vahvistetaanko hakija työntekijäksi?' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vahvista' }));
    expect(
      await screen.findByRole('link', { name: 'Avaa työntekijän sivu' }, { timeout: 5000 }),
    ).toHaveAttribute('href', `/apps/hr/personels/edit/${applicantId}`);
    expect(server.requests.find((request) => request.method === 'POST')?.path).toBe(
      `${apiBase}/${applicantId}/confirm`,
    );
    expect(screen.queryByRole('button', { name: 'Vahvista työntekijäksi' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown application', async () => {
    renderApp(detailPath, {
      me,
      handlers: handlers({
        [`GET ${apiBase}/${applicantId}`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }),
      }),
    });
    expect(
      await screen.findByText(new RegExp(applicantId), undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
