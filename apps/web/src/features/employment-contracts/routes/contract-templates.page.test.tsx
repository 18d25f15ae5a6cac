import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildTemplate, me, templatesPath } from './employment-contracts-test-data';

const pagePath = '/apps/pay-&-billing/employment-contracts/templates';

describe('contract templates', () => {
  it('writes a new template with a merge field inserted by a click', async () => {
    const { server, user } = renderApp(pagePath, {
      me,
      handlers: {
        [`GET ${templatesPath}`]: () => ({ body: { items: [buildTemplate()] } }),
        [`POST ${templatesPath}`]: () => ({ status: 201, body: buildTemplate({ name: 'Sairaanhoitaja' }) }),
      },
    });
    const list = await screen.findByRole('table', { name: 'Pohjat' });
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Lähihoitajan työsopimusSuomi');

    await user.click(screen.getByRole('button', { name: 'Uusi pohja' }));
    const editor = await screen.findByRole('region', { name: 'Uusi sopimuspohja' });
    await user.type(within(editor).getByRole('textbox', { name: /^Nimi/ }), 'Sairaanhoitaja');
    await user.type(within(editor).getByRole('textbox', { name: /^Sopimusteksti/ }), 'Työntekijä: ');
    await user.click(within(editor).getByRole('button', { name: 'Lisää työntekijän koko nimi' }));
    expect(within(editor).getByRole('textbox', { name: /^Sopimusteksti/ })).toHaveValue(
      'Työntekijä: {{worker.fullName}}',
    );
    await user.click(within(editor).getByRole('button', { name: 'Tallenna pohja' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        name: 'Sairaanhoitaja',
        locale: 'fi',
        body: 'Työntekijä: {{worker.fullName}}',
      }),
    );
    expect(await screen.findByText('Pohja tallennettiin.')).toBeInTheDocument();
  });

  it('names an unknown merge field under the text', async () => {
    const { server, user } = renderApp(pagePath, {
      me,
      handlers: { [`GET ${templatesPath}`]: () => ({ body: { items: [] } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Uusi pohja' }));
    const editor = await screen.findByRole('region', { name: 'Uusi sopimuspohja' });
    await user.type(within(editor).getByRole('textbox', { name: /^Nimi/ }), 'Pohja');
    await user.type(within(editor).getByRole('textbox', { name: /^Sopimusteksti/ }), 'Palkka {{{{palkka}}');
    await user.click(within(editor).getByRole('button', { name: 'Tallenna pohja' }));
    expect(
      await within(editor).findByText('Mallissa on tuntematon yhdistämiskenttä palkka.'),
    ).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
