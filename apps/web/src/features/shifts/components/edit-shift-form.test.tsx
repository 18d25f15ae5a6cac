import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildShiftDetail } from '@/testing/build-shift-detail';
import { stubFetch } from '@/testing/fake-server';
import { EditShiftForm } from './edit-shift-form';

const shift = buildShiftDetail();
const path = `/api/accounts/${accountIds.first}/shifts/${shift.id}`;

function renderForm(answer: () => { status?: number; body: unknown }) {
  const me = buildMe('agent');
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({ 'GET /api/me': () => ({ body: me }), [`PUT ${path}`]: answer });
  const onDone = vi.fn();
  const onError = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <EditShiftForm accountId={accountIds.first} shift={shift} onDone={onDone} onError={onError} />
    </AppProviders>,
  );
  return { server, onDone, onError, user: userEvent.setup() };
}

describe('edit shift form', () => {
  it('sends the Helsinki times (an end before the start is the next day) and the trimmed requirements', async () => {
    const { server, onDone, user } = renderForm(() => ({ body: shift }));
    // The times are typed on the 24-hour clock, hours then minutes.
    await user.click(screen.getByRole('spinbutton', { name: 'Päättyy, tunnit' }));
    await user.keyboard('0100');
    expect(screen.getByText('Päättyy seuraavana päivänä')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Vaatimukset'), '  Hygieniapassi ');
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Vuoro tallennettu')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      startsAt: '2026-11-23T05:00:00.000Z',
      endsAt: '2026-11-23T23:00:00.000Z',
      roleType: null,
      requirements: 'Hygieniapassi',
    });
  });

  it('hands a refusal to the drawer and stays open', async () => {
    const { onDone, onError, user } = renderForm(() => ({ status: 409, body: { code: 'SHIFT_LOCKED' } }));
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onDone).not.toHaveBeenCalled();
  });

  it('marks the day and times required and shows them as Finns write them', () => {
    renderForm(() => ({ body: shift }));
    const day = screen.getByRole('textbox', { name: /Päivä/ });
    expect(day).toBeRequired();
    expect(day).toHaveValue('23.11.2026');
    expect(screen.getByRole('spinbutton', { name: 'Alkaa, tunnit' })).toHaveValue('07');
    expect(screen.getByRole('spinbutton', { name: 'Alkaa, minuutit' })).toHaveValue('00');
  });
});
