import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { adId, buildJobAd, jobAdsPath } from './job-ads-test-data';

describe('job ad form page', () => {
  it('saves a new ad as a draft with its keywords, then opens it', async () => {
    const sent: FakeRequest[] = [];
    const { router, user } = renderApp('/apps/hr/jobs/create', {
      me: buildMe('agent'),
      handlers: {
        [`POST ${jobAdsPath}`]: (request) => {
          sent.push(request);
          return { status: 201, body: buildJobAd({ status: 'draft', publishedAt: null }) };
        },
        [`GET ${jobAdsPath}/${adId}`]: () => ({ body: buildJobAd({ status: 'draft', publishedAt: null }) }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Otsikko/ }, { timeout: 5000 }), 'Yöhoitaja');
    await user.type(screen.getByRole('textbox', { name: /^Rooli/ }), 'sairaanhoitaja');
    await user.type(screen.getByRole('textbox', { name: /^Kuvaus/ }), 'Yövuoroja Vantaalla.');
    await user.type(screen.getByRole('combobox', { name: 'Avainsanat' }), 'yö{Enter}hoiva{Enter}');
    await user.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      title: 'Yöhoitaja',
      role: 'sairaanhoitaja',
      employmentType: 'gig',
      keywords: ['yö', 'hoiva'],
      publish: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/hr/jobs/edit/${adId}`));
  });

  it('adds, edits and removes questions to applicants, and saves them with the ad', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderApp(`/apps/hr/jobs/edit/${adId}`, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${jobAdsPath}/${adId}`]: () => ({
          body: buildJobAd({ questions: ['Onko sinulla ajokortti?'] }),
        }),
        [`PUT ${jobAdsPath}/${adId}`]: (request) => {
          sent.push(request);
          return { body: buildJobAd() };
        },
      },
    });
    const first = await screen.findByRole('textbox', { name: 'Kysymys 1' }, { timeout: 5000 });
    expect(first).toHaveValue('Onko sinulla ajokortti?');
    await user.click(screen.getByRole('button', { name: 'Lisää kysymys' }));
    await user.type(screen.getByRole('textbox', { name: 'Kysymys 2' }), 'Mihin aikaan voit aloittaa?');
    await user.click(screen.getByRole('button', { name: 'Lisää kysymys' }));
    await user.type(screen.getByRole('textbox', { name: 'Kysymys 3' }), 'Onko sinulla hygieniapassi?');
    await user.click(screen.getByRole('button', { name: 'Poista kysymys 1' }));
    expect(screen.getByRole('textbox', { name: 'Kysymys 1' })).toHaveValue('Mihin aikaan voit aloittaa?');
    // An added but unfilled question is not sent.
    await user.click(screen.getByRole('button', { name: 'Lisää kysymys' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna muutokset' }));
    await waitFor(() =>
      expect(sent[0]?.body).toMatchObject({
        questions: ['Mihin aikaan voit aloittaa?', 'Onko sinulla hygieniapassi?'],
      }),
    );
  });

  it('refuses a missing title and a last day before the start, in Finnish, without sending', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderApp('/apps/hr/jobs/create', {
      me: buildMe('admin'),
      handlers: {
        [`POST ${jobAdsPath}`]: (request) => {
          sent.push(request);
          return { status: 201, body: buildJobAd() };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Julkaise' }, { timeout: 5000 }));
    expect(screen.getByRole('textbox', { name: /^Otsikko/ })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /^Otsikko/ }), 'Yöhoitaja');
    await user.type(screen.getByRole('textbox', { name: /^Rooli/ }), 'sairaanhoitaja');
    await user.type(screen.getByRole('textbox', { name: /^Kuvaus/ }), 'Yövuoroja.');
    await user.type(screen.getByLabelText(/^Alkaa/), '10.12.2026');
    await user.type(screen.getByLabelText(/^Viimeinen hakupäivä/), '9.12.2026');
    await user.click(screen.getByRole('button', { name: 'Julkaise' }));
    expect(
      await screen.findByText('Ilmoituksen viimeinen hakupäivä ei voi olla ennen aloituspäivää.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('edits a published ad (it stays published), links to its public page and deletes it after confirming', async () => {
    const sent: FakeRequest[] = [];
    const { router, user } = renderApp(`/apps/hr/jobs/edit/${adId}`, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${jobAdsPath}/${adId}`]: () => ({ body: buildJobAd() }),
        [`PUT ${jobAdsPath}/${adId}`]: (request) => {
          sent.push(request);
          return { body: buildJobAd() };
        },
        [`DELETE ${jobAdsPath}/${adId}`]: (request) => {
          sent.push(request);
          return { body: { id: adId, status: 'deleted' } };
        },
        [`GET ${jobAdsPath}`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    expect(
      await screen.findByRole('link', { name: 'Näytä julkisella sivulla' }, { timeout: 5000 }),
    ).toHaveAttribute('href', `/apply/${adId}`);
    expect(screen.queryByRole('button', { name: 'Tallenna luonnos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tallenna muutokset' }));
    await waitFor(() =>
      expect(sent[0]?.body).toMatchObject({ title: 'Sairaanhoitaja keikoille', publish: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Poista' }));
    await user.click(await screen.findByRole('button', { name: 'Poista ilmoitus' }));
    await waitFor(() => expect(sent[1]?.method).toBe('DELETE'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/hr/jobs/list'));
  });
});
