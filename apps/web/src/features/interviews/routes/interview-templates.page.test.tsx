import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildTemplate, templateId, templatesPath } from '../components/interview-card-test-data';

describe('interview templates page', () => {
  it('lists the templates and writes a new one: name and questions required, reordered before saving', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderApp('/apps/hr/interviews/templates', {
      me: buildMe('agent'),
      handlers: {
        [`GET ${templatesPath}`]: () => ({ body: { items: [buildTemplate()] } }),
        [`POST ${templatesPath}`]: (request) => {
          sent.push(request);
          return { status: 201, body: buildTemplate() };
        },
      },
    });
    expect(await screen.findByText('Sairaanhoitaja', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('2 kysymystä')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uusi pohja' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna pohja' }));
    expect(await screen.findByText('Anna pohjalle nimi.')).toBeInTheDocument();
    expect(screen.getByText('Kirjoita kysymys.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Pohjan nimi/ }), 'Lähihoitaja');
    await user.type(screen.getByRole('textbox', { name: /^Kysymys 1/ }), 'Kerro itsestäsi');
    await user.click(screen.getByRole('button', { name: 'Lisää kysymys' }));
    await user.type(screen.getByRole('textbox', { name: /^Kysymys 2/ }), 'Voitko tehdä öitä?');
    await user.click(screen.getByRole('button', { name: 'Siirrä kysymys 2 ylös' }));
    expect(screen.getByRole('textbox', { name: /^Kysymys 1/ })).toHaveValue('Voitko tehdä öitä?');
    await user.click(screen.getByRole('button', { name: 'Tallenna pohja' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      templateName: 'Lähihoitaja',
      steps: [
        { questionType: 'text', question: 'Voitko tehdä öitä?', options: [] },
        { questionType: 'text', question: 'Kerro itsestäsi', options: [] },
      ],
    });
  });

  it('deletes a template after asking', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderApp('/apps/hr/interviews/templates', {
      me: buildMe('admin'),
      handlers: {
        [`GET ${templatesPath}`]: () => ({ body: { items: [buildTemplate()] } }),
        [`DELETE ${templatesPath}/${templateId}`]: (request) => {
          sent.push(request);
          return { body: { id: templateId } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'Poista pohja' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});
