import { z } from 'zod';
import { defineContract } from '../shared/contract';
import {
  loginInputSchema,
  refreshInputSchema,
  requestLoginLinkInputSchema,
  tokenPairSchema,
  verifyLoginLinkInputSchema,
} from './auth.inputs';

export const loginContract = defineContract({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with e-mail and password',
  tag: 'auth',
  access: { kind: 'public' },
  body: loginInputSchema,
  response: tokenPairSchema,
});

export const refreshContract = defineContract({
  method: 'POST',
  path: '/api/auth/refresh',
  summary: 'Rotate the refresh token; a reused token revokes its whole family',
  tag: 'auth',
  access: { kind: 'public' },
  body: refreshInputSchema,
  response: tokenPairSchema,
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Sign out: revokes the refresh token family',
  tag: 'auth',
  access: { kind: 'public' },
  body: refreshInputSchema,
  response: z.object({ signedOut: z.literal(true) }),
});

export const requestLoginLinkContract = defineContract({
  method: 'POST',
  path: '/api/auth/login-link',
  summary: 'E-mail a one-time sign-in link (answers the same whether or not the address is known)',
  tag: 'auth',
  access: { kind: 'public' },
  body: requestLoginLinkInputSchema,
  response: z.object({ sent: z.literal(true) }),
  successStatus: 202,
});

export const verifyLoginLinkContract = defineContract({
  method: 'POST',
  path: '/api/auth/login-link/verify',
  summary: 'Exchange a sign-in link token for a session',
  tag: 'auth',
  access: { kind: 'public' },
  body: verifyLoginLinkInputSchema,
  response: tokenPairSchema,
});
