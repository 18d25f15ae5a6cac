import { loginContract, requestLoginLinkContract, verifyLoginLinkContract } from '@portal/domain/auth';
import { getMeContract } from '@portal/domain/users';
import { describe, expect, it } from 'vitest';
import { loginEndpoints } from './login-api';

describe('login page API calls', () => {
  it('use the paths and methods of the domain contracts', () => {
    expect(loginEndpoints).toEqual({
      login: loginContract.path,
      requestLoginLink: requestLoginLinkContract.path,
      verifyLoginLink: verifyLoginLinkContract.path,
      me: getMeContract.path,
    });
    for (const contract of [loginContract, requestLoginLinkContract, verifyLoginLinkContract]) {
      expect(contract.method).toBe('POST');
    }
    expect(getMeContract.method).toBe('GET');
  });
});
