import type { PublicApplicationInvitation } from '@portal/domain/application-invitations';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const token = 'aGFrdWt1dHN1LWxpbmtraS0wMDAwMDAwMDAwMDAwMDAwMDAw';
const apiPath = `GET /api/public/application-invitations/${token}`;
const adId = '3f1c2d3e-4f50-4a61-8b72-9c83d4e5f610';

function buildInvitation(overrides: Partial<PublicApplicationInvitation> = {}): PublicApplicationInvitation {
  return {
    accountName: 'Hoivapalvelut Oy',
    jobAdId: adId,
    jobAdTitle: 'Sairaanhoitaja keikoille',
    firstName: 'Sanna',
    email: 'sanna.hoitaja@example.fi',
    locale: 'fi',
    message: 'Tavattiin rekrytointimessuilla.',
    status: 'open',
    ...overrides,
  };
}

describe('invitation to apply (public page)', () => {
  it('greets the person and leads into the ad’s registration with the invited address filled in', async () => {
    const { user, router } = renderApp(`/invite/application/${token}`, {
      handlers: {
        [apiPath]: () => ({ body: buildInvitation() }),
        [`GET /api/public/registration/recruitments/${adId}`]: () => ({
          body: {
            id: adId,
            title: 'Sairaanhoitaja keikoille',
            company: 'Hoivapalvelut Oy',
            role: 'sairaanhoitaja',
            city: 'Tampere',
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Hei Sanna!' }, { timeout: 20_000 })).toBeVisible();
    expect(
      screen.getByText('Hoivapalvelut Oy kutsuu sinut hakemaan: Sairaanhoitaja keikoille.'),
    ).toBeVisible();
    expect(screen.getByText('Tavattiin rekrytointimessuilla.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Aloita hakemus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/register/${adId}`), {
      timeout: 20_000,
    });
    expect(await screen.findByRole('textbox', { name: /Sähköposti/ }, { timeout: 20_000 })).toHaveValue(
      'sanna.hoitaja@example.fi',
    );
  });

  it('sends a person invited without an ad to the job board', async () => {
    renderApp(`/invite/application/${token}`, {
      handlers: {
        [apiPath]: () => ({ body: buildInvitation({ jobAdId: null, jobAdTitle: null, firstName: null }) }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Hei!' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Katso avoimet työpaikat' })).toHaveAttribute('href', '/apply');
  });

  it('tells why a link no longer works', async () => {
    renderApp(`/invite/application/${token}`, {
      handlers: { [apiPath]: () => ({ status: 410, body: { code: 'APPLICATION_INVITATION_EXPIRED' } }) },
    });
    expect(
      await screen.findByText('Kutsu on vanhentunut. Pyydä rekrytoijalta uusi kutsu.', undefined, {
        timeout: 20_000,
      }),
    ).toBeVisible();
  });

  it('thanks a person who already applied with it', async () => {
    renderApp(`/invite/application/${token}`, {
      handlers: { [apiPath]: () => ({ body: buildInvitation({ status: 'used' }) }) },
    });
    expect(
      await screen.findByText('Olet jo hakenut tällä kutsulla. Kiitos! Otamme sinuun yhteyttä.', undefined, {
        timeout: 20_000,
      }),
    ).toBeVisible();
  });
});
