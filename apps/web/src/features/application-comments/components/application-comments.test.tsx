import type { ApplicationComment } from '@portal/domain/application-comments';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { type FakeRequest, stubFetch } from '@/testing/fake-server';
import { ApplicationComments } from '../index';

const applicantId = '30000000-0000-4000-8000-000000000001';
const commentsPath = `/api/accounts/${accountIds.first}/applications/${applicantId}/comments`;

const comment = (overrides: Partial<ApplicationComment>): ApplicationComment => ({
  id: '80000000-0000-4000-8000-000000000001',
  applicantId,
  text: 'Soita maanantaina.',
  authorId: '10000000-0000-4000-8000-000000000003',
  authorName: 'Aino Admin',
  createdAt: '2026-11-22T08:00:00.000Z',
  resolvedAt: null,
  resolvedById: null,
  resolvedByName: null,
  ...overrides,
});
const open = comment({});
const resolved = comment({
  id: '80000000-0000-4000-8000-000000000002',
  text: 'Verokortti puuttuu.',
  resolvedAt: '2026-11-22T10:05:00.000Z',
  resolvedById: '10000000-0000-4000-8000-000000000004',
  resolvedByName: 'Antti Agentti',
});

function renderComments() {
  const me = buildMe('admin');
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET ${commentsPath}`]: () => ({ body: { items: [open, resolved] } }),
    [`POST ${commentsPath}`]: (request) => ({
      status: 201,
      body: comment({ id: '80000000-0000-4000-8000-000000000003', ...(request.body as object) }),
    }),
    [`POST ${commentsPath}/${open.id}/resolve`]: () => ({
      body: { ...open, resolvedAt: '2026-11-22T11:00:00.000Z' },
    }),
    [`POST ${commentsPath}/${resolved.id}/reopen`]: () => ({ body: { ...resolved, resolvedAt: null } }),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <ApplicationComments accountId={accountIds.first} applicantId={applicantId} />
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

const posts = (requests: FakeRequest[], suffix: string) =>
  requests.filter((request) => request.method === 'POST' && request.path.endsWith(suffix));

describe('application comments', () => {
  it('shows open comments with author and time, and folds the resolved ones', async () => {
    const { server, user } = renderComments();
    expect(await screen.findByText('Soita maanantaina.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Aino Admin · 22.11.2026 10:00')).toBeInTheDocument();
    expect(screen.queryByText('Verokortti puuttuu.')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: '1 ratkaistu kommentti' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText('Verokortti puuttuu.')).toBeInTheDocument();
    expect(screen.getByText('Ratkaissut Antti Agentti 22.11.2026 12:05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Merkitse ratkaistuksi' }));
    await waitFor(() => expect(posts(server.requests, '/resolve')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Avaa uudelleen' }));
    await waitFor(() => expect(posts(server.requests, '/reopen')).toHaveLength(1));
  });

  it('refuses an empty comment and sends one with Ctrl+Enter', async () => {
    const { server, user } = renderComments();
    const field = await screen.findByRole('textbox', { name: 'Uusi kommentti' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Lisää kommentti' }));
    expect(await screen.findByText('Kirjoita kommentti.')).toBeInTheDocument();
    expect(posts(server.requests, '/comments')).toHaveLength(0);

    await user.type(field, 'Laillistus tarkistettu.{Enter}Soitan huomenna.');
    expect(posts(server.requests, '/comments')).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posts(server.requests, '/comments')).toHaveLength(1));
    expect(posts(server.requests, '/comments')[0]?.body).toEqual({
      text: 'Laillistus tarkistettu.\nSoitan huomenna.',
    });
    await waitFor(() => expect(field).toHaveValue(''));
  });
});
