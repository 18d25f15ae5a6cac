import type { MessageTemplate } from '@portal/domain/message-templates';
import { locales } from '@portal/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const base = `/api/accounts/${accountIds.first}/message-templates`;

function buildTemplate(customisedFi = false): MessageTemplate {
  return {
    type: 'welcome',
    placeholders: ['firstName', 'company'],
    texts: locales.map((locale) => ({
      locale,
      subject: customisedFi && locale === 'fi' ? 'Oma otsikko' : `Tervetuloa – {{company}} (${locale})`,
      body: 'Hei {{firstName}},',
      customised: customisedFi && locale === 'fi',
    })),
  };
}

describe('message templates pages', () => {
  it('lists the automatic messages and which languages have the account’s own text', async () => {
    renderApp('/apps/hr/messages/list', {
      me: buildMe('agent'),
      handlers: {
        [`GET ${base}`]: () => ({
          body: {
            items: [
              { type: 'welcome', placeholders: ['firstName', 'company'], customisedLocales: ['fi'] },
              { type: 'booking-confirmation', placeholders: ['firstName'], customisedLocales: [] },
            ],
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Viestipohjat' }, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Tervetuloviesti' })).toHaveAttribute(
      'href',
      '/apps/hr/messages/edit/welcome',
    );
    expect(within(table).getByText('suomi')).toBeInTheDocument();
    expect(within(table).getByText('Oletustekstit')).toBeInTheDocument();
    expect(within(table).getByText('Varausvahvistus')).toBeInTheDocument();
  });

  it('inserts a placeholder, previews with sample values, saves, and resets to the default after asking', async () => {
    const saved: FakeRequest[] = [];
    const { user } = renderApp('/apps/hr/messages/edit/welcome', {
      me: buildMe('agent'),
      handlers: {
        [`GET ${base}/welcome`]: () => ({ body: buildTemplate() }),
        [`POST ${base}/welcome/preview`]: (request) => {
          const { body } = request.body as { subject: string; body: string };
          return { body: { subject: 'Tervetuloa', body: body.replaceAll('{{firstName}}', 'Säde') } };
        },
        [`PUT ${base}/welcome/fi`]: (request) => {
          saved.push(request);
          return { body: buildTemplate(true) };
        },
        [`DELETE ${base}/welcome/fi`]: () => ({ body: buildTemplate() }),
      },
    });
    const body = await screen.findByRole('textbox', { name: 'Viesti (suomi)' }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'englanti' })).toBeInTheDocument();
    await user.clear(body);
    await user.type(body, 'Moi ');
    await user.click(screen.getByRole('button', { name: 'Lisää paikkamerkki firstName' }));
    expect(body).toHaveValue('Moi {{firstName}}');
    expect(await screen.findByText('Moi Säde')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toEqual({ subject: 'Tervetuloa – {{company}} (fi)', body: 'Moi {{firstName}}' });
    expect(await screen.findByText('Oma teksti')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Palauta oletus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Palautetaanko oletusteksti?' });
    await user.click(within(dialog).getByRole('button', { name: 'Palauta oletus' }));
    await waitFor(() => expect(body).toHaveValue('Hei {{firstName}},'));
  });

  it('shows the not-found page for a message type that does not exist', async () => {
    renderApp('/apps/hr/messages/edit/tuntematon', {
      me: buildMe('admin'),
      handlers: { [`GET ${base}/tuntematon`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }) },
    });
    expect(
      await screen.findByText('Tietoa ei löytynyt, tunnus: tuntematon', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
