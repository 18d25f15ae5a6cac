import { verifyLoginLinkContract } from '@portal/domain/auth';
import { apiRequest } from '@/lib/api-client';

/** Exchanges the one-time token of an e-mailed sign-in link for a token pair. */
export function verifyLoginLink(token: string) {
  return apiRequest(verifyLoginLinkContract, { body: { token } });
}
