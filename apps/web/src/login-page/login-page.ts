import { isLocale, type Locale } from '@portal/domain/shared';
import { detectLocale } from '@/lib/locale-choice';
import { storageKeys, writeStorage } from '@/lib/storage';
import { LoginRequestError, requestLoginLink, signInWithPassword, verifyLoginLink } from './login-api';
import {
  type FieldProblems,
  linkFormProblems,
  normalizedEmail,
  passwordFormProblems,
} from './login-form-checks';
import { completeSignIn, destinationOf, signedInRole } from './login-session';
import type { LoginErrorCode } from './login-text-keys';
import { loadLoginTexts } from './login-texts';
import { type ColorScheme, type LoginViewState, renderLoginView } from './login-view';

export const loginTokenParam = 'loginToken';
// Mantine's own key (its localStorage colour scheme manager), so the app and this page share the choice.
const colorSchemeKey = 'mantine-color-scheme-value';

export type LoginPageOptions = {
  /** Where the page is drawn (the body). */
  root: HTMLElement;
  /** Leaves the page for the app with a full page load (`location.replace` in the browser). */
  navigate: (url: string) => void;
};

function storedColorScheme(): ColorScheme {
  try {
    const stored = window.localStorage.getItem(colorSchemeKey);
    const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    return stored === 'dark' || (stored === 'auto' && prefersDark) ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function errorCodeOf(error: unknown): LoginErrorCode {
  return error instanceof LoginRequestError ? error.code : 'INTERNAL';
}

function dropLoginToken(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(loginTokenParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The sign-in page outside the app (decision 0049): e-mail and password, or a one-time link by e-mail.
 * A user already signed in goes straight on; after sign-in the session is stored as the app reads it and
 * the browser loads the page the `redirect` parameter names, else the role's home (spec section 2).
 */
export async function startLoginPage({ root, navigate }: LoginPageOptions): Promise<void> {
  const search = window.location.search;
  const token = new URLSearchParams(search).get(loginTokenParam);
  if (!token) {
    const role = await signedInRole();
    if (role) {
      navigate(destinationOf(search, role));
      return;
    }
  }

  const locale = detectLocale();
  const state: LoginViewState = {
    locale,
    texts: await loadLoginTexts(locale),
    colorScheme: storedColorScheme(),
    mode: token ? 'verifying' : 'password',
    values: { email: '', password: '' },
    problems: {},
    error: null,
    linkSent: false,
    busy: false,
  };

  const render = () => {
    document.documentElement.lang = state.locale;
    document.documentElement.dataset.colorScheme = state.colorScheme;
    document.title = `${state.texts.auth.login.title} | ${state.texts.app.name}`;
    renderLoginView(root, state, actions);
  };
  const update = (changes: Partial<LoginViewState>) => {
    Object.assign(state, changes);
    render();
  };
  const showProblems = (problems: FieldProblems) => {
    update({ problems, error: null, linkSent: false });
    const first = (['email', 'password'] as const).find((field) => problems[field]);
    document.getElementById(`login-${first}`)?.focus();
  };
  const signIn = async (pair: Promise<{ accessToken: string; refreshToken: string }>) => {
    const role = await completeSignIn(await pair);
    navigate(destinationOf(window.location.search, role));
  };

  const actions = {
    input: (field: 'email' | 'password', value: string) => {
      state.values[field] = value;
    },
    submit: () => {
      if (state.busy) {
        return;
      }
      const email = normalizedEmail(state.values.email);
      const isPassword = state.mode === 'password';
      const problems = isPassword ? passwordFormProblems(state.values) : linkFormProblems(state.values);
      if (Object.keys(problems).length > 0) {
        showProblems(problems);
        return;
      }
      update({ problems: {}, error: null, linkSent: false, busy: true });
      const sent = isPassword
        ? signIn(signInWithPassword({ email, password: state.values.password }))
        : requestLoginLink({ email, locale: state.locale }).then(() =>
            update({ linkSent: true, busy: false }),
          );
      sent.catch((error: unknown) => update({ error: errorCodeOf(error), busy: false }));
    },
    switchMode: () => {
      update({
        mode: state.mode === 'password' ? 'link' : 'password',
        problems: {},
        error: null,
        linkSent: false,
      });
    },
    switchLocale: (next: Locale) => {
      if (!isLocale(next)) {
        return;
      }
      writeStorage(storageKeys.locale, next);
      void loadLoginTexts(next).then((texts) => update({ locale: next, texts }));
    },
    toggleColorScheme: () => {
      const colorScheme = state.colorScheme === 'dark' ? 'light' : 'dark';
      try {
        window.localStorage.setItem(colorSchemeKey, colorScheme);
      } catch {
        // Storage refused: the choice lasts as long as the page.
      }
      update({ colorScheme });
    },
  };

  render();
  if (token) {
    // The token works once: sent once, then dropped from the address whatever the answer.
    try {
      await signIn(verifyLoginLink(token));
    } catch (error) {
      dropLoginToken();
      update({ mode: 'password', error: errorCodeOf(error) });
    }
  }
}
