import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { verifyLoginLink } from '../api/verify-login-link';

export const loginTokenParam = 'loginToken';

/**
 * Signs in with the token of an e-mailed link (`/pages/login?loginToken=...`). The token works once, so it
 * is sent once (React may run effects twice) and then dropped from the address.
 */
export function useLoginLinkToken() {
  const { signIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(loginTokenParam);
  const sentToken = useRef<string | null>(null);
  const [errorKey, setErrorKey] = useState<ReturnType<typeof errorMessageKey> | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);

  useEffect(() => {
    if (!token || sentToken.current === token) {
      return;
    }
    sentToken.current = token;
    setIsVerifying(true);
    setErrorKey(null);
    verifyLoginLink(token)
      .then((pair) => signIn(pair))
      .catch((error: unknown) => {
        setErrorKey(errorMessageKey(error));
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(loginTokenParam);
            return next;
          },
          { replace: true },
        );
      })
      .finally(() => setIsVerifying(false));
  }, [token, signIn, setSearchParams]);

  return { isVerifying: isVerifying || (token !== null && sentToken.current !== token), errorKey };
}
