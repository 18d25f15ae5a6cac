import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const me = buildMe('admin');
const accountId = me.accounts[0]?.id ?? '';

describe('the document requests page with the tuberculosis follow-ups (composed)', () => {
  it('tells HR how many answered surveys call for follow-up and links to them', async () => {
    renderApp('/apps/hr/document-requests/list', {
      me,
      handlers: {
        [`GET /api/accounts/${accountId}/document-requests`]: () => ({ body: { items: [], total: 0 } }),
        [`GET /api/accounts/${accountId}/tuberculosis-surveys`]: () => ({
          body: { items: [], total: 2, followUpCount: 2 },
        }),
      },
    });
    expect(
      await screen.findByText(/2 vastattua tuberkuloosikyselyä vaatii jatkoselvitystä/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Näytä kyselyt' })).toHaveAttribute(
      'href',
      '/apps/hr/tuberculosis-surveys/list?followUp=1',
    );
  });

  it('says nothing when no survey waits for follow-up', async () => {
    renderApp('/apps/hr/document-requests/list', {
      me,
      handlers: {
        [`GET /api/accounts/${accountId}/document-requests`]: () => ({ body: { items: [], total: 0 } }),
        [`GET /api/accounts/${accountId}/tuberculosis-surveys`]: () => ({
          body: { items: [], total: 0, followUpCount: 0 },
        }),
      },
    });
    expect(await screen.findByText('Ei asiakirjapyyntöjä.')).toBeInTheDocument();
    expect(screen.queryByText(/jatkoselvitystä/)).not.toBeInTheDocument();
  });
});
