import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildWorker, workerId, workerOptions, workersPath } from './workers-test-data';

const workerPath = `${workersPath}/${workerId}`;
const paymentPath = `${workerPath}/payment-details`;
const detailPath = `/apps/hr/personels/edit/${workerId}`;

const masked = {
  workerId,
  hasIdentityCode: true,
  identityCodeMasked: '131052-****',
  identityCodeMatchesBirthday: true,
  hasIban: true,
  ibanMasked: 'FI** **** **** **07 76',
  bic: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedByName: 'Aino Admin',
};
const revealed = { workerId, identityCode: '131052-308T', iban: 'FI3715903000000776', bic: null };

function handlersFor(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET ${workerPath}`]: () => ({ body: buildWorker() }),
    [`GET ${workerPath}/activity`]: () => ({ body: { upcomingShifts: [], confirmedAreas: [], history: [] } }),
    [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
    [`GET ${paymentPath}`]: () => ({ body: masked }),
    [`GET ${paymentPath}/revealed`]: () => ({ body: revealed }),
    ...overrides,
  };
}

describe('the worker’s payment details tab', () => {
  it('is not offered to an agent, who manages the worker but sees no payroll data', async () => {
    const { server } = renderApp(`${detailPath}?tab=payment`, {
      me: buildMe('agent'),
      handlers: handlersFor(),
    });
    expect(await screen.findByRole('tab', { name: 'Profiili' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Palkanmaksu' })).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.path.startsWith(paymentPath))).toBe(false);
  });

  it('shows an admin the masked values, and the clear ones after "Näytä" until hidden again', async () => {
    const { user, server } = renderApp(`${detailPath}?tab=payment`, {
      me: buildMe('admin'),
      handlers: handlersFor(),
    });
    expect(await screen.findByRole('tab', { name: 'Palkanmaksu' })).toHaveAttribute('aria-selected', 'true');
    const panel = await screen.findByRole('region', { name: 'Palkanmaksun tiedot' });
    expect(await within(panel).findByText('131052-****')).toBeInTheDocument();
    expect(within(panel).getByText('FI** **** **** **07 76')).toBeInTheDocument();
    expect(within(panel).getByText('Puuttuu')).toBeInTheDocument();
    expect(within(panel).getByText(/Muutettu viimeksi .*Aino Admin/)).toBeInTheDocument();
    expect(server.requests.some((request) => request.path === `${paymentPath}/revealed`)).toBe(false);
    expect(within(panel).queryByText(/ei vastaa työntekijän syntymäpäivää/)).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Näytä' }));
    expect(await within(panel).findByText('131052-308T')).toBeInTheDocument();
    expect(within(panel).getByText('FI37 1590 3000 0007 76')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Piilota' }));
    expect(within(panel).queryByText('131052-308T')).not.toBeInTheDocument();
    expect(within(panel).getByText('131052-****')).toBeInTheDocument();
  });

  it('explains a wrong identity code in Finnish and keeps what was typed, sending nothing', async () => {
    const { user, server } = renderApp(`${detailPath}?tab=payment`, {
      me: buildMe('admin'),
      handlers: handlersFor(),
    });
    const panel = await screen.findByRole('region', { name: 'Palkanmaksun tiedot' });
    await user.click(await within(panel).findByRole('button', { name: 'Muokkaa' }));
    const code = await within(panel).findByRole('textbox', { name: 'Henkilötunnus' });
    expect(code).toHaveValue('131052-308T');
    await user.clear(code);
    await user.type(code, '131052-308U');
    await user.click(within(panel).getByRole('button', { name: 'Tallenna' }));

    expect(
      await within(panel).findByText(
        'Henkilötunnus ei ole kelvollinen. Tarkista syntymäaika, välimerkki ja tarkistusmerkki.',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveValue('131052-308U');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves the details and shows them masked again', async () => {
    let saved: unknown;
    const { user } = renderApp(`${detailPath}?tab=payment`, {
      me: buildMe('admin'),
      handlers: handlersFor({
        [`PUT ${paymentPath}`]: (request) => {
          saved = request.body;
          return { body: { ...masked, bic: 'NDEAFIHH' } };
        },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Palkanmaksun tiedot' });
    await user.click(await within(panel).findByRole('button', { name: 'Muokkaa' }));
    await user.type(await within(panel).findByRole('textbox', { name: 'BIC' }), 'ndeafihh');
    await user.click(within(panel).getByRole('button', { name: 'Tallenna' }));

    expect(await within(panel).findByText('NDEAFIHH')).toBeInTheDocument();
    expect(saved).toEqual({ identityCode: '131052-308T', iban: 'FI3715903000000776', bic: 'NDEAFIHH' });
    expect(within(panel).queryByText('131052-308T')).not.toBeInTheDocument();
  });

  it('places the server’s refusal under its field, keeping what was typed', async () => {
    const { user } = renderApp(`${detailPath}?tab=payment`, {
      me: buildMe('admin'),
      handlers: handlersFor({
        [`PUT ${paymentPath}`]: () => ({
          status: 400,
          body: { code: 'VALIDATION_FAILED', issues: [{ path: ['iban'], message: 'IBAN_INVALID' }] },
        }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Palkanmaksun tiedot' });
    await user.click(await within(panel).findByRole('button', { name: 'Näytä' }));
    await user.click(await within(panel).findByRole('button', { name: 'Muokkaa' }));
    const iban = await within(panel).findByRole('textbox', { name: 'Tilinumero (IBAN)' });
    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130 00');
    await user.click(within(panel).getByRole('button', { name: 'Tallenna' }));

    expect(
      await within(panel).findByText('IBAN-tilinumero ei ole kelvollinen. Tarkista numero.'),
    ).toBeInTheDocument();
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  });

  it('warns when the identity code’s birth date is not the worker’s birthday', async () => {
    renderApp(`${detailPath}?tab=payment`, {
      me: buildMe('admin'),
      handlers: handlersFor({
        [`GET ${paymentPath}`]: () => ({ body: { ...masked, identityCodeMatchesBirthday: false } }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Palkanmaksun tiedot' });
    expect(
      await within(panel).findByText(
        'Henkilötunnuksen syntymäaika ei vastaa työntekijän syntymäpäivää. Tarkista kumpi on väärin.',
      ),
    ).toBeInTheDocument();
  });
});
