/** The sign-in screen's address. */
export const paths = {
  login: '/pages/login',
} as const;

/** The login path that brings the user back to `target` after signing in. */
export function loginPathFor(target: string): string {
  return `${paths.login}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** Accepts only same-origin paths as a post-login target, so a crafted link cannot send the user elsewhere. */
export function safeRedirectTarget(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  const isLocalPath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return isLocalPath && !value.startsWith(paths.login) ? value : null;
}
