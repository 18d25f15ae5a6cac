import { buildPath } from './contract';

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/accounts/:accountId/settings', { accountId: 'a b' })).toBe(
      '/api/accounts/a%20b/settings',
    );
  });

  it('refuses a path with a missing parameter', () => {
    expect(() => buildPath('/api/accounts/:accountId/settings')).toThrow(/accountId/);
  });
});
