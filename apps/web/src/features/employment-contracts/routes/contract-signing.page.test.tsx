import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildSigning, signingPath, signingToken } from './employment-contracts-test-data';

const codeSent = { channel: 'sms', destination: '+358 40 *** 67', expiresAt: '2026-11-28T10:10:00.000Z' };

describe('contract signing page (public)', () => {
  it('reads the contract, confirms the SMS code and signs without signing in', async () => {
    const { server, user } = renderApp(`/sign/${signingToken}`, {
      handlers: {
        [`GET ${signingPath}`]: () => ({ body: buildSigning() }),
        [`POST ${signingPath}/code`]: () => ({ body: codeSent }),
        [`POST ${signingPath}/code/verify`]: () => ({ body: buildSigning({ codeVerified: true }) }),
        [`POST ${signingPath}/sign`]: () => ({
          body: buildSigning({
            status: 'signed',
            codeVerified: true,
            signedAt: '2026-11-28T10:05:00.000Z',
            signedPdfAvailable: true,
          }),
        }),
      },
    });
    expect(await screen.findByText('Hei Säde!')).toBeInTheDocument();
    expect(
      screen.getByText('Hoivapalvelut Oy on lähettänyt sinulle työsopimuksen allekirjoitettavaksi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avaa sopimus (PDF)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tekstiviestinä numeroon +358 40 *** 67' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    const code = await screen.findByRole('textbox', { name: 'Kertakäyttöinen koodi' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Vahvista koodi' }));
    expect(await screen.findByText('Koodi on vahvistettu.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Allekirjoita sopimus' }));
    expect(screen.getByText('Kirjoita koko nimesi.')).toBeInTheDocument();
    expect(screen.getByText('Valitse ruutu allekirjoittaaksesi.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Koko nimesi/ }), 'Säde Öhman');
    await user.click(
      screen.getByRole('checkbox', { name: 'Olen lukenut sopimuksen ja allekirjoitan sen sähköisesti' }),
    );
    await user.click(screen.getByRole('button', { name: 'Allekirjoita sopimus' }));
    expect(await screen.findByText('Kiitos! Sopimus on allekirjoitettu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lataa allekirjoitettu sopimus (PDF)' })).toBeInTheDocument();

    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      [`${signingPath}/code`, { channel: 'sms' }],
      [`${signingPath}/code/verify`, { code: '123456' }],
      [`${signingPath}/sign`, { fullName: 'Säde Öhman', consent: true }],
    ]);
    expect(server.requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('says a wrong code is wrong and how many tries are left', async () => {
    const { user } = renderApp(`/sign/${signingToken}`, {
      handlers: {
        [`GET ${signingPath}`]: () => ({ body: buildSigning() }),
        [`POST ${signingPath}/code`]: () => ({ body: { ...codeSent, channel: 'email' } }),
        [`POST ${signingPath}/code/verify`]: () => ({
          status: 400,
          body: { code: 'CONTRACT_CODE_INVALID', details: { attemptsLeft: 3 } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lähetä koodi' }));
    const code = await screen.findByRole('textbox', { name: 'Kertakäyttöinen koodi' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Vahvista koodi' }));
    expect(screen.getByText('Koodissa on 6 numeroa.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Vahvista koodi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koodi on väärä. Yrityksiä jäljellä: 3.');
  });

  it('says when too many codes were asked', async () => {
    const { user } = renderApp(`/sign/${signingToken}`, {
      handlers: {
        [`GET ${signingPath}`]: () => ({ body: buildSigning() }),
        [`POST ${signingPath}/code`]: () => ({ status: 429, body: { code: 'CONTRACT_CODE_LIMIT' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Liian monta koodia tunnin sisällä. Yritä myöhemmin uudelleen.',
    );
    expect(screen.queryByRole('textbox', { name: 'Kertakäyttöinen koodi' })).not.toBeInTheDocument();
  });

  it('says when the typed name is not the name on the contract', async () => {
    const { user } = renderApp(`/invite/document-signing/${signingToken}`, {
      handlers: {
        [`GET ${signingPath}`]: () => ({ body: buildSigning({ codeVerified: true }) }),
        [`POST ${signingPath}/sign`]: () => ({
          status: 422,
          body: { code: 'CONTRACT_SIGNER_NAME_MISMATCH' },
        }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Koko nimesi/ }), 'Joku Muu');
    await user.click(
      screen.getByRole('checkbox', { name: 'Olen lukenut sopimuksen ja allekirjoitan sen sähköisesti' }),
    );
    await user.click(screen.getByRole('button', { name: 'Allekirjoita sopimus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nimi ei vastaa sopimuksen nimeä. Kirjoita koko nimesi.',
    );
    expect(screen.queryByText('Kiitos! Sopimus on allekirjoitettu.')).not.toBeInTheDocument();
  });

  it('declines with a reason', async () => {
    const { server, user } = renderApp(`/sign/${signingToken}`, {
      handlers: {
        [`GET ${signingPath}`]: () => ({ body: buildSigning() }),
        [`POST ${signingPath}/decline`]: () => ({ body: buildSigning({ status: 'declined' }) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'En halua allekirjoittaa' }));
    await user.click(screen.getByRole('button', { name: 'Hylkää sopimus' }));
    expect(screen.getByText('Kerro hylkäämisen syy.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Hylkäämisen syy' }), 'Löysin toisen työpaikan');
    await user.click(screen.getByRole('button', { name: 'Hylkää sopimus' }));
    expect(
      await screen.findByText('Hylkäsit sopimuksen. Työnantajallesi on ilmoitettu.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.requests.at(-1)?.body).toEqual({ reason: 'Löysin toisen työpaikan' }));
  });

  it('says when the link has expired', async () => {
    renderApp(`/sign/${signingToken}`, {
      handlers: {
        [`GET ${signingPath}`]: () => ({ status: 410, body: { code: 'CONTRACT_LINK_EXPIRED' } }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Allekirjoituslinkki on vanhentunut. Pyydä työnantajalta uusi.',
    );
  });

  it('speaks the worker’s language given by the link, unless this browser chose one', async () => {
    renderApp(`/sign/${signingToken}`, {
      handlers: { [`GET ${signingPath}`]: () => ({ body: buildSigning({ locale: 'en' }) }) },
    });
    expect(await screen.findByText('Hello Säde!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the contract (PDF)' })).toBeInTheDocument();
  });
});
