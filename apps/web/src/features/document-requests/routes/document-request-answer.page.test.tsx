import type { PublicDocumentRequest } from '@portal/domain/document-requests';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';

const token = 'YXNpYWtpcmphcHl5bnRvLWxpbmtraS0wMDAwMDAwMDAwMDA';
const apiPath = `/api/public/document-requests/${token}`;
const documentId = '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f610';

function buildPublic(overrides: Partial<PublicDocumentRequest> = {}): PublicDocumentRequest {
  return {
    locale: 'fi',
    title: 'Aloitusasiakirjat',
    description: null,
    company: 'Hoivapalvelut Oy',
    firstName: 'Säde',
    status: 'open',
    deadline: '2026-11-30',
    mandatory: true,
    linkExpiresAt: '2026-12-22T10:00:00.000Z',
    documents: [{ id: documentId, name: 'Verokortti', kind: 'tax-card', status: 'waiting', comment: null }],
    ...overrides,
  };
}

/** Mantine's FileInput is a labelled button over a hidden file input, which receives the file. */
function fileInputOf(section: HTMLElement): HTMLInputElement {
  expect(within(section).getByRole('button', { name: /^Lähetettävä tiedosto/ })).toBeInTheDocument();
  const input = section.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
}

describe('document request answer page (public)', () => {
  it('shows the worker what is asked and sends a file without signing in', async () => {
    const answered = buildPublic({
      status: 'answered',
      documents: [
        { id: documentId, name: 'Verokortti', kind: 'tax-card', status: 'received', comment: null },
      ],
    });
    const { server, user } = renderApp(`/invite/document-request/${token}`, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: buildPublic() }),
        [`POST ${apiPath}/documents/${documentId}/file`]: () => ({ body: answered }),
      },
    });
    expect(await screen.findByText('Hei Säde!')).toBeInTheDocument();
    expect(screen.getByText('Hoivapalvelut Oy pyytää sinulta alla olevia asiakirjoja.')).toBeInTheDocument();
    expect(screen.getByText('Määräpäivä: 30.11.2026')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Verokortti' });
    const file = new File(['%PDF-1.4'], 'verokortti.pdf', { type: 'application/pdf' });
    await user.upload(fileInputOf(section), file);
    await user.click(within(section).getByRole('button', { name: 'Lähetä: Verokortti' }));
    expect(
      await screen.findByText('Kiitos! Kaikki asiakirjat on lähetetty ja odottavat käsittelyä.'),
    ).toBeInTheDocument();
    expect(server.requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('opens in the worker’s language, unless this browser already chose one', async () => {
    renderApp(`/invite/document-request/${token}`, {
      handlers: { [`GET ${apiPath}`]: () => ({ body: buildPublic({ locale: 'en' }) }) },
    });
    expect(await screen.findByText('Hello Säde!')).toBeInTheDocument();
    cleanup();

    await applyLocale('de');
    renderApp(`/invite/document-request/${token}`, {
      handlers: { [`GET ${apiPath}`]: () => ({ body: buildPublic({ locale: 'en' }) }) },
    });
    expect(await screen.findByText('Hallo Säde!')).toBeInTheDocument();
    expect(screen.queryByText('Hello Säde!')).not.toBeInTheDocument();
  });

  it('says why a file was refused, in the worker’s language', async () => {
    const { user } = renderApp(`/invite/document-request/${token}`, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: buildPublic() }),
        [`POST ${apiPath}/documents/${documentId}/file`]: () => ({
          status: 415,
          body: { code: 'FILE_EXECUTABLE' },
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Verokortti' });
    await user.upload(fileInputOf(section), new File(['MZ'], 'lasku.pdf', { type: 'application/pdf' }));
    await user.click(within(section).getByRole('button', { name: 'Lähetä: Verokortti' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Tiedosto on ohjelma, ei asiakirja. Sitä ei hyväksytä.',
    );
  });

  it('requires a name and a link when answering with a link (spec)', async () => {
    const { server, user } = renderApp(`/invite/document-request/${token}`, {
      handlers: { [`GET ${apiPath}`]: () => ({ body: buildPublic() }) },
    });
    const section = await screen.findByRole('region', { name: 'Verokortti' });
    await user.click(within(section).getByText('Linkki'));
    await user.clear(within(section).getByRole('textbox', { name: /Liitteen nimi/ }));
    await user.click(within(section).getByRole('button', { name: 'Lähetä: Verokortti' }));
    expect(within(section).getByText('Liitteen nimi on pakollinen.')).toBeInTheDocument();
    expect(within(section).getByText('Anna linkki tai lisää tiedosto.')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(false));
  });

  it('says when the link has expired', async () => {
    renderApp(`/invite/document-request/${token}`, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ status: 410, body: { code: 'DOCUMENT_REQUEST_LINK_EXPIRED' } }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Linkki on vanhentunut. Pyydä uusi linkki henkilöstöhallinnolta.',
    );
  });
});
