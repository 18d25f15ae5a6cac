import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { stubFetch } from '@/testing/fake-server';
import { UpcomingInterviews } from '../index';
import { applicantId, interviewId } from './interview-card-test-data';

describe('my upcoming interviews', () => {
  it('lists the recruiter’s coming interviews with time, applicant and state', async () => {
    const me = buildMe('agent');
    window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
    window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
    stubFetch({
      'GET /api/me': () => ({ body: me }),
      [`GET /api/accounts/${accountIds.first}/upcoming-interviews`]: () => ({
        body: {
          items: [
            {
              id: interviewId,
              applicantId,
              applicantName: 'Säde Öhman',
              scheduledAt: '2026-11-25T12:30:00.000Z',
              state: 'waiting',
            },
          ],
        },
      }),
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
    render(
      <AppProviders queryClient={queryClient} env="test">
        <UpcomingInterviews accountId={accountIds.first} />
      </AppProviders>,
    );
    expect(
      await screen.findByText('25.11.2026 14:30 · Säde Öhman', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Odottaa haastattelua')).toBeInTheDocument();
  });
});
