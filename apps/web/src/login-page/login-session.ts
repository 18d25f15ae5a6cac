import { homePathOf, type StaffRole, staffRoles } from '@portal/domain/access';
import { isLocale } from '@portal/domain/shared';
import { safeRedirectTarget } from '@/features/auth/auth.paths';
import { clearSessionStorage, localTokenStore, readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { fetchSignedInUser, type SignedInUser, type TokenPair } from './login-api';

// The session is kept exactly where the app reads it (lib/storage.ts, lib/auth.tsx): the tokens, the
// user data (`userData`, so the app shows its shell at once) and, on a device without a chosen
// language, the language of the profile.

function isStaffRole(value: unknown): value is StaffRole {
  return staffRoles.some((role) => role === value);
}

function storedRole(): StaffRole | null {
  try {
    const role = (JSON.parse(readStorage(storageKeys.userData) ?? 'null') as SignedInUser | null)?.role;
    return isStaffRole(role) ? role : null;
  } catch {
    return null;
  }
}

/** Where to go once signed in: the `redirect` parameter when it is a path of the portal, else the home. */
export function destinationOf(search: string, role: StaffRole): string {
  return safeRedirectTarget(new URLSearchParams(search).get('redirect')) ?? homePathOf(role);
}

/**
 * The role of a user already signed in on this device, or null. The app trusts the stored user data as
 * well (and checks it against the server as it starts); with tokens but no user data, the server is asked.
 */
export async function signedInRole(): Promise<StaffRole | null> {
  const accessToken = localTokenStore.getAccessToken();
  if (accessToken === null || localTokenStore.getRefreshToken() === null) {
    return null;
  }
  const role = storedRole();
  if (role) {
    return role;
  }
  try {
    return rememberUser(await fetchSignedInUser(accessToken));
  } catch {
    // An expired token or a server hiccup: the form is shown, and signing in replaces the tokens.
    return null;
  }
}

function rememberUser(user: SignedInUser): StaffRole | null {
  if (!isStaffRole(user.role)) {
    return null;
  }
  writeStorage(storageKeys.userData, JSON.stringify(user));
  return user.role;
}

/** Keeps the token pair and the user it belongs to; a failure leaves no half session behind. */
export async function completeSignIn(pair: TokenPair): Promise<StaffRole> {
  localTokenStore.setTokens(pair);
  try {
    const user = await fetchSignedInUser(pair.accessToken);
    const role = rememberUser(user);
    if (!role) {
      throw new Error('Not a staff user');
    }
    // A language picked on this device wins; otherwise the one saved in the profile follows the user.
    if (isLocale(user.user.locale) && readStorage(storageKeys.locale) === null) {
      writeStorage(storageKeys.locale, user.user.locale);
    }
    return role;
  } catch (error) {
    clearSessionStorage();
    throw error;
  }
}
