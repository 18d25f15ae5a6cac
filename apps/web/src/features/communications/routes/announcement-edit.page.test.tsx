import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { accountId, apiBase, buildAnnouncement, coverId, me } from './communications-test-data';

const editorPath = '/apps/hr/messages/edit/announcement';
const imagesPath = `/api/accounts/${accountId}/images`;
const campaignId = '60000000-0000-4000-8000-000000000001';
const uploaded = { id: coverId, width: 1200, height: 600, url: `${imagesPath}/${coverId}` };

function renderEditor(path = editorPath, handlers: Record<string, FakeHandler> = {}) {
  return renderApp(path, {
    me,
    handlers: {
      [`POST ${imagesPath}`]: () => ({ status: 201, body: uploaded }),
      [`POST ${apiBase}`]: () => ({ status: 201, body: buildAnnouncement() }),
      [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }),
      ...handlers,
    },
  });
}

const picture = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kansi.jpg', { type: 'image/jpeg' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('announcement editor', () => {
  it('says which of the five required parts are missing, and sends nothing', async () => {
    const { server, user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Julkaise' }));
    expect(await screen.findByText('Otsikko on pakollinen.')).toBeInTheDocument();
    expect(screen.getByText('Tiivistelmä on pakollinen.')).toBeInTheDocument();
    expect(screen.getByText('Teksti on pakollinen.')).toBeInTheDocument();
    expect(screen.getByText('Viimeinen voimassaolopäivä on pakollinen (PP.KK.VVVV).')).toBeInTheDocument();
    expect(screen.getByText('Kansikuva on pakollinen.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  }, 60_000);

  it('publishes with the uploaded cover and targets, previewed as the worker sees it', async () => {
    const { server, user } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /^Otsikko/ }), 'Joulun lisävuorot');
    await user.type(screen.getByRole('textbox', { name: /^Tiivistelmä/ }), 'Tarvitsemme tekijöitä.');
    await user.type(screen.getByRole('textbox', { name: /^Teksti/ }), 'Hae sovelluksesta.');
    await user.type(screen.getByRole('textbox', { name: /^Viimeinen voimassaolopäivä/ }), '31.12.2026');
    await user.upload(fileInput(), picture());
    expect(await screen.findByRole('img', { name: 'Valittu kansikuva' })).toHaveAttribute(
      'src',
      uploaded.url,
    );
    await user.type(screen.getByLabelText(/^Kaupungit/, { selector: 'input' }), 'Tampere{Enter}');
    await user.click(screen.getByRole('checkbox', { name: /Kiinnitä ylös/ }));

    const preview = screen.getByRole('region', { name: 'Esikatselu työntekijän sovelluksessa' });
    expect(within(preview).getByRole('heading', { name: 'Joulun lisävuorot' })).toBeInTheDocument();
    expect(within(preview).getByText('Voimassa 31.12.2026 asti')).toBeInTheDocument();
    expect(within(preview).getByText('Kiinnitetty')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Julkaise' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === apiBase && request.method === 'POST')).toBe(
        true,
      ),
    );
    expect(
      server.requests.find((request) => request.path === apiBase && request.method === 'POST')?.body,
    ).toEqual({
      title: 'Joulun lisävuorot',
      summary: 'Tarvitsemme tekijöitä.',
      text: 'Hae sovelluksesta.',
      expiresOn: '2026-12-31',
      coverImageId: coverId,
      targets: { region: null, cities: ['Tampere'], roles: [] },
      sticky: true,
      isDraft: false,
      campaignId: null,
    });
    expect(await screen.findByText('Tiedote julkaistiin')).toBeInTheDocument();
  }, 60_000);

  it('shows the server’s refusal of the image under the field, in the user’s language', async () => {
    await i18next.changeLanguage('en');
    const { user } = renderEditor(editorPath, {
      [`POST ${imagesPath}`]: () => ({ status: 415, body: { code: 'IMAGE_NOT_AN_IMAGE' } }),
    });
    await screen.findByRole('button', { name: 'Publish' });
    await user.upload(fileInput(), picture());
    expect(await screen.findByText('Not an image. Choose a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    await i18next.changeLanguage('fi');
  }, 60_000);

  it('starts from a campaign: its name, last day and cities, and saves a draft linked to it', async () => {
    const { server, user } = renderEditor(`${editorPath}?campaignId=${campaignId}`, {
      [`GET /api/accounts/${accountId}/campaign-announcements/${campaignId}/draft`]: () => ({
        body: {
          campaignId,
          title: 'Joulubonus',
          expiresOn: '2026-12-26',
          targets: { region: null, cities: ['Espoo', 'Tampere'], roles: [] },
        },
      }),
    });
    expect(await screen.findByRole('textbox', { name: /^Otsikko/ })).toHaveValue('Joulubonus');
    await user.type(screen.getByRole('textbox', { name: /^Tiivistelmä/ }), 'Jouluna lisää palkkaa.');
    await user.type(screen.getByRole('textbox', { name: /^Teksti/ }), 'Katso vuorot sovelluksesta.');
    await user.upload(fileInput(), picture());
    await screen.findByRole('img', { name: 'Valittu kansikuva' });
    await user.click(screen.getByRole('button', { name: 'Tallenna luonnoksena' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === apiBase && request.method === 'POST')).toBe(
        true,
      ),
    );
    expect(
      server.requests.find((request) => request.path === apiBase && request.method === 'POST')?.body,
    ).toMatchObject({
      title: 'Joulubonus',
      expiresOn: '2026-12-26',
      targets: { region: null, cities: ['Espoo', 'Tampere'], roles: [] },
      isDraft: true,
      campaignId,
    });
  }, 60_000);

  it('edits an announcement: loads it with its cover and replaces it', async () => {
    const existing = buildAnnouncement({ targets: { region: 'Pirkanmaa', cities: [], roles: [] } });
    const { server, user } = renderEditor(`${editorPath}/${existing.id}`, {
      [`GET ${apiBase}/${existing.id}`]: () => ({ body: existing }),
      [`PUT ${apiBase}/${existing.id}`]: ({ body }) => ({ body: { ...existing, ...(body as object) } }),
    });
    const title = await screen.findByRole('textbox', { name: /^Otsikko/ });
    expect(title).toHaveValue('Joulun lisävuorot');
    expect(screen.getByRole('img', { name: 'Valittu kansikuva' })).toHaveAttribute(
      'src',
      existing.coverImage?.url,
    );
    await user.clear(title);
    await user.type(title, 'Uudenvuoden vuorot');
    await user.click(screen.getByRole('button', { name: 'Julkaise' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      title: 'Uudenvuoden vuorot',
      coverImageId: coverId,
      targets: { region: 'Pirkanmaa', cities: [], roles: [] },
      isDraft: false,
    });
  }, 60_000);
});
