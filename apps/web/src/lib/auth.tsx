import { AbilityProvider } from '@casl/react';
import type { StaffRole } from '@portal/domain/access';
import { type AbilityRules, type AppAbility, abilityFromRules } from '@portal/domain/access';
import { logoutContract } from '@portal/domain/auth';
import type { CurrentUser, MeResponse } from '@portal/domain/users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { resolveAccountId } from './account-selection';
import { apiClient, apiRequest } from './api-client';
import { meKeys, meQueryOptions, readStoredMe } from './me-query';
import { clearSessionStorage, localTokenStore, readStorage, storageKeys, writeStorage } from './storage';

export type SessionStatus = 'signed-out' | 'loading' | 'signed-in';

export type Session = {
  status: SessionStatus;
  me: MeResponse | null;
  user: CurrentUser | null;
  role: StaffRole | null;
  ability: AppAbility;
  /** The account that account-scoped screens act on. */
  accountId: string | null;
  selectAccount: (accountId: string) => void;
  signOut: () => Promise<void>;
  /** Replaces the cached user after the profile was saved. */
  setUser: (user: CurrentUser) => void;
};

const SessionContext = createContext<Session | null>(null);

function hasStoredTokens(): boolean {
  return localTokenStore.getAccessToken() !== null || localTokenStore.getRefreshToken() !== null;
}

/** Holds who is signed in (from GET /api/me), their CASL ability and the account they act on. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasTokens, setHasTokens] = useState(hasStoredTokens);
  const [storedAccountId, setStoredAccountId] = useState(() => readStorage(storageKeys.accountId));

  const meQuery = useQuery({
    ...meQueryOptions(),
    enabled: hasTokens,
    initialData: readStoredMe,
    // The stored copy shows the shell at once but is always checked against the server.
    initialDataUpdatedAt: 0,
  });
  const me = hasTokens ? (meQuery.data ?? null) : null;

  useEffect(() => {
    if (me) {
      writeStorage(storageKeys.userData, JSON.stringify(me));
    }
  }, [me]);

  const endSession = useCallback(() => {
    clearSessionStorage();
    queryClient.clear();
    setHasTokens(false);
    setStoredAccountId(null);
  }, [queryClient]);

  useEffect(() => {
    apiClient.onSessionExpired(endSession);
    return () => apiClient.onSessionExpired(null);
  }, [endSession]);

  const signOut = useCallback(async () => {
    const refreshToken = localTokenStore.getRefreshToken();
    if (refreshToken) {
      // Revokes the token family on the server first: once the session ends, the app leaves for the login
      // page with a full page load (decision 0049), which would cancel a request still under way. The
      // local session ends either way.
      await apiRequest(logoutContract, { body: { refreshToken } }).catch(() => undefined);
    }
    endSession();
  }, [endSession]);

  const selectAccount = useCallback((accountId: string) => {
    writeStorage(storageKeys.accountId, accountId);
    setStoredAccountId(accountId);
  }, []);

  const setUser = useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(meKeys.all, (previous) => (previous ? { ...previous, user } : previous));
    },
    [queryClient],
  );

  // The server builds these rules with the same domain code (defineAbilitiesFor); they are CASL's JSON form.
  const rules = me?.abilities;
  const ability = useMemo(() => abilityFromRules((rules ?? []) as unknown as AbilityRules), [rules]);

  let status: SessionStatus = 'signed-out';
  if (me) {
    status = 'signed-in';
  } else if (hasTokens && meQuery.isFetching) {
    status = 'loading';
  }

  const session: Session = {
    status,
    me,
    user: me?.user ?? null,
    role: me?.role ?? null,
    ability,
    accountId: resolveAccountId(me, storedAccountId),
    selectAccount,
    signOut,
    setUser,
  };

  return (
    <SessionContext.Provider value={session}>
      <AbilityProvider value={ability}>{children}</AbilityProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession must be used inside SessionProvider');
  }
  return session;
}
