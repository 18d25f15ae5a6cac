import type { TokenPair } from '@portal/domain/auth';

/** localStorage keys (spec section 9), plus the account chosen in the header. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  locale: 'locale',
  accountId: 'accountId',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (private mode, disabled storage); the app then simply forgets between reloads.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Nothing to do: see readStorage.
  }
}

/** Where the API client keeps the session's tokens. */
export type TokenStore = {
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  setTokens: (pair: Pick<TokenPair, 'accessToken' | 'refreshToken'>) => void;
  clear: () => void;
};

export const localTokenStore: TokenStore = {
  getAccessToken: () => readStorage(storageKeys.accessToken),
  getRefreshToken: () => readStorage(storageKeys.refreshToken),
  setTokens: (pair) => {
    writeStorage(storageKeys.accessToken, pair.accessToken);
    writeStorage(storageKeys.refreshToken, pair.refreshToken);
  },
  clear: () => {
    writeStorage(storageKeys.accessToken, null);
    writeStorage(storageKeys.refreshToken, null);
  },
};

/** Forgets everything that belongs to the signed-in user (the language choice stays). */
export function clearSessionStorage(): void {
  localTokenStore.clear();
  writeStorage(storageKeys.userData, null);
  writeStorage(storageKeys.accountId, null);
}
