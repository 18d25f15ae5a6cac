import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSummary } from '@/features/document-requests/routes/document-requests-test-data';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const me = buildMe('admin');
const accountId = me.accounts[0]?.id ?? '';
const applicantId = '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f601';
const applications = `/api/accounts/${accountId}/applications`;

const detail = {
  id: applicantId,
  accountId,
  fullName: 'Säde Öhman',
  firstName: 'Säde',
  lastName: 'Öhman',
  email: 'sade@example.fi',
  mobile: null,
  birthday: null,
  locale: 'fi',
  addressRegion: null,
  addressCity: null,
  profession: null,
  applicationSeeking: [],
  applicationStart: null,
  applicationEnd: null,
  longTermSeeking: false,
  gender: null,
  permits: [],
  languages: [],
  drivingLicence: null,
  hasCar: null,
  degree: null,
  studyType: null,
  credits: null,
  answers: [],
  source: null,
  jobAdId: null,
  jobAdTitle: null,
  step: 'documents_requested',
  stepChangedAt: '2026-11-21T08:00:00.000Z',
  nextSteps: ['rejected', 'withdrawn'],
  canConfirm: false,
  assignedTo: null,
  confirmed: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};

describe('application page with the applicant’s documents', () => {
  it('lists the applicant’s document requests and employment contracts under Documents, each linked', async () => {
    const { server } = renderApp(`/apps/hr/recruitments/application/${applicantId}`, {
      me,
      handlers: {
        [`GET ${applications}/${applicantId}`]: () => ({ body: detail }),
        [`GET ${applications}/${applicantId}/history`]: () => ({ body: { items: [] } }),
        [`GET ${applications}/options`]: () => ({ body: { recruiters: [] } }),
        [`GET /api/accounts/${accountId}/document-requests`]: () => ({
          body: { items: [buildSummary({ workerId: applicantId })], total: 1 },
        }),
        [`GET /api/accounts/${accountId}/workers/${applicantId}/employment-contracts`]: () => ({
          body: { items: [] },
        }),
      },
    });
    const documents = await screen.findByRole('region', { name: 'Asiakirjat' }, { timeout: 5000 });
    const requests = await within(documents).findByRole('table', { name: 'Asiakirjapyynnöt' });
    expect(within(requests).getByRole('link', { name: 'Aloitusasiakirjat' })).toHaveAttribute(
      'href',
      expect.stringContaining('/apps/hr/document-requests/view/'),
    );
    expect(await within(documents).findByText('Ei työsopimuksia.')).toBeInTheDocument();
    const asked = server.fetch.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes(`document-requests?workerId=${applicantId}`))).toBe(true);
  });
});
