import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildChecklist, documentId, documentRequestId, token } from './onboarding-test-data';

const apiPath = `/api/public/get-started/${token}`;
const pagePath = `/get-started/${token}`;
const now = '2026-11-23T08:00:00.000Z';

/** Mantine's FileInput is a labelled button over a hidden file input, which receives the file. */
function fileInputOf(section: HTMLElement): HTMLInputElement {
  const input = section.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
}

const step = (name: RegExp) => screen.findByRole('region', { name });

describe('get-started page (public)', () => {
  it('saves the confirmed details and shows the step done, without signing in', async () => {
    const { server, user } = renderApp(pagePath, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: buildChecklist() }),
        [`POST ${apiPath}/details`]: (request) => ({
          body: buildChecklist({
            details: { ...(request.body as ReturnType<typeof buildChecklist>['details']), confirmedAt: now },
          }),
        }),
      },
    });
    const details = await step(/Tarkista tietosi/);
    expect(within(details).queryByText('Valmis')).not.toBeInTheDocument();
    await user.type(within(details).getByRole('textbox', { name: /Kotikunta/ }), 'Tampere');
    await user.type(within(details).getByRole('textbox', { name: /Syntymäaika/ }), '8.3.1994');
    await user.click(within(details).getByRole('button', { name: 'Vahvista tiedot' }));
    expect(await within(details).findByText('Valmis')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === `${apiPath}/details`);
    expect(sent?.body).toEqual({
      firstName: 'Säde',
      lastName: 'Öhman',
      mobile: '+358401234567',
      addressCity: 'Tampere',
      birthday: '1994-03-08',
    });
    expect(server.requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('refuses an invalid IBAN before sending and saves a valid one', async () => {
    const { server, user } = renderApp(pagePath, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: buildChecklist() }),
        [`POST ${apiPath}/bank-account`]: () => ({
          body: buildChecklist({ bankAccount: { ibanMasked: 'FI** **** **** **07 85', savedAt: now } }),
        }),
      },
    });
    const payment = await step(/Tilinumero ja verokortti/);
    const iban = within(payment).getByRole('textbox', { name: /Tilinumero \(IBAN\)/ });
    await user.type(iban, 'FI21 1234 5600 0007 86');
    await user.click(within(payment).getByRole('button', { name: 'Tallenna tilinumero' }));
    expect(
      await within(payment).findByText('IBAN-tilinumero ei ole kelvollinen. Tarkista numero.'),
    ).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.clear(iban);
    await user.type(iban, 'FI21 1234 5600 0007 85');
    await user.click(within(payment).getByRole('button', { name: 'Tallenna tilinumero' }));
    expect(await within(payment).findByText('Tallennettu tili: FI** **** **** **07 85')).toBeInTheDocument();
  });

  it('sends the tax card as a file with its withholding rate, and says why a file was refused', async () => {
    let refuse = true;
    const { server, user } = renderApp(pagePath, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: buildChecklist() }),
        [`POST ${apiPath}/tax-card`]: () =>
          refuse
            ? { status: 415, body: { code: 'FILE_EXECUTABLE' } }
            : { body: buildChecklist({ taxCard: { withholdingPercent: 12.5, savedAt: now } }) },
      },
    });
    const payment = await step(/Tilinumero ja verokortti/);
    await user.upload(fileInputOf(payment), new File(['MZ'], 'verokortti.pdf', { type: 'application/pdf' }));
    await user.type(within(payment).getByRole('textbox', { name: /Ennakonpidätysprosentti/ }), '12,5');
    await user.click(within(payment).getByRole('button', { name: 'Tallenna verokortti' }));
    expect(await within(payment).findByRole('alert')).toHaveTextContent('Tiedosto on ohjelma, ei asiakirja.');
    refuse = false;
    await user.click(within(payment).getByRole('button', { name: 'Tallenna verokortti' }));
    expect(
      await within(payment).findByText('Verokortti tallennettu, ennakonpidätys 12.5 %.'),
    ).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === `${apiPath}/tax-card`)).toHaveLength(2);
  });

  it('opens the signing page from the contract step', async () => {
    renderApp(pagePath, { handlers: { [`GET ${apiPath}`]: () => ({ body: buildChecklist() }) } });
    const contract = await step(/Allekirjoita työsopimus/);
    expect(within(contract).getByText('Työsopimuksesi odottaa allekirjoitustasi.')).toBeInTheDocument();
    expect(within(contract).getByRole('link', { name: 'Avaa ja allekirjoita työsopimus' })).toHaveAttribute(
      'href',
      `${apiPath}/contract`,
    );
  });

  it('answers an open document request in place with the request’s own card', async () => {
    const open = buildChecklist({
      documentRequests: [
        {
          id: documentRequestId,
          locale: 'fi',
          title: 'Aloitusasiakirjat',
          description: null,
          company: 'Hoivapalvelut Oy',
          firstName: 'Säde',
          status: 'open',
          deadline: '2026-11-30',
          mandatory: true,
          linkExpiresAt: '2026-12-22T10:00:00.000Z',
          documents: [
            {
              id: documentId,
              name: 'Laillistamistodistus',
              kind: 'licence',
              status: 'waiting',
              comment: null,
            },
          ],
        },
      ],
    });
    const { server, user } = renderApp(pagePath, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: open }),
        [`POST ${apiPath}/document-requests/${documentRequestId}/documents/${documentId}/file`]: () => ({
          body: buildChecklist(),
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Laillistamistodistus' });
    await user.upload(fileInputOf(card), new File(['%PDF-1.4'], 'todistus.pdf', { type: 'application/pdf' }));
    await user.click(within(card).getByRole('button', { name: 'Lähetä: Laillistamistodistus' }));
    expect(await screen.findByText('Avoimia asiakirjapyyntöjä ei ole.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.endsWith(`/documents/${documentId}/file`))).toBe(
      true,
    );
  });

  it('shows the open tuberculosis survey inline', async () => {
    renderApp(pagePath, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: buildChecklist({ tuberculosisSurvey: { status: 'sent' } }) }),
      },
    });
    const survey = await step(/Tuberkuloosikysely/);
    expect(within(survey).getByRole('button', { name: 'Lähetä vastaukset' })).toBeInTheDocument();
  });

  it('says when the link has expired', async () => {
    renderApp(pagePath, {
      handlers: { [`GET ${apiPath}`]: () => ({ status: 410, body: { code: 'ONBOARDING_LINK_EXPIRED' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Linkki ei ole enää voimassa');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});
