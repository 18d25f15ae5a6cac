import { type Locale, locales } from '@portal/domain/shared';
import { localeNames } from '@/lib/locale-choice';
import { h, icon } from './dom';
import type { FieldProblems, LoginField } from './login-form-checks';
import type { LoginErrorCode } from './login-text-keys';
import type { LoginTexts } from './login-texts';

export type LoginMode = 'password' | 'link' | 'verifying';
export type ColorScheme = 'light' | 'dark';

/** Everything the page shows; the view draws it again from this after each change (login-page.ts). */
export type LoginViewState = {
  locale: Locale;
  texts: LoginTexts;
  colorScheme: ColorScheme;
  mode: LoginMode;
  values: Record<LoginField, string>;
  problems: FieldProblems;
  error: LoginErrorCode | null;
  linkSent: boolean;
  busy: boolean;
};

export type LoginViewActions = {
  input: (field: LoginField, value: string) => void;
  submit: () => void;
  switchMode: () => void;
  switchLocale: (locale: Locale) => void;
  toggleColorScheme: () => void;
};

const mainContentId = 'main-content';
const moonIcon = ['M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454l0 .008'];
const sunIcon = [
  'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
  'M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7',
];

/** The header of the app's public pages: the app's name, the language and the colour scheme. */
function header(state: LoginViewState, actions: LoginViewActions): HTMLElement {
  const { texts } = state;
  const isDark = state.colorScheme === 'dark';
  const languageSelect = h(
    'select',
    { id: 'login-language', 'aria-label': texts.header.language },
    locales.map((locale) =>
      h('option', { value: locale, lang: locale, selected: locale === state.locale }, [localeNames[locale]]),
    ),
    { change: (event) => actions.switchLocale((event.currentTarget as HTMLSelectElement).value as Locale) },
  );
  const schemeToggle = h(
    'button',
    {
      id: 'login-color-scheme',
      type: 'button',
      class: 'icon-button',
      'aria-label': texts.header.darkMode,
      'aria-pressed': String(isDark),
    },
    [icon(isDark ? sunIcon : moonIcon)],
    { click: () => actions.toggleColorScheme() },
  );
  return h('header', { class: 'login-header' }, [
    h('span', { class: 'app-name' }, [texts.app.name]),
    h('div', { class: 'header-controls' }, [languageSelect, schemeToggle]),
  ]);
}

function field(
  state: LoginViewState,
  actions: LoginViewActions,
  name: LoginField,
  attributes: Record<string, string>,
): HTMLElement {
  const id = `login-${name}`;
  const problem = state.problems[name];
  const label = name === 'email' ? state.texts.auth.login.email : state.texts.auth.login.password;
  const input = h(
    'input',
    {
      ...attributes,
      id,
      name,
      required: true,
      'aria-invalid': problem ? 'true' : undefined,
      'aria-describedby': problem ? `${id}-error` : undefined,
    },
    [],
    { input: (event) => actions.input(name, (event.currentTarget as HTMLInputElement).value) },
  );
  input.value = state.values[name];
  return h('div', { class: 'field' }, [
    h('label', { for: id }, [label]),
    input,
    problem && h('p', { id: `${id}-error`, class: 'field-error' }, [state.texts.validation[problem]]),
  ]);
}

function form(state: LoginViewState, actions: LoginViewActions): HTMLElement {
  const { texts } = state;
  const isPassword = state.mode === 'password';
  return h(
    'form',
    { novalidate: true, class: 'stack' },
    [
      !isPassword && h('p', {}, [texts.auth.loginLink.description]),
      !isPassword &&
        state.linkSent &&
        h('div', { class: 'alert alert-success', role: 'status' }, [texts.auth.loginLink.sent]),
      state.error && h('div', { class: 'alert alert-error', role: 'alert' }, [texts.errors[state.error]]),
      field(state, actions, 'email', { type: 'email', autocomplete: 'username' }),
      isPassword &&
        field(state, actions, 'password', {
          type: 'password',
          autocomplete: 'current-password',
          maxlength: '200',
        }),
      h(
        'button',
        { id: 'login-submit', type: 'submit', class: 'button', 'aria-busy': state.busy ? 'true' : undefined },
        [isPassword ? texts.auth.login.submit : texts.auth.loginLink.submit],
      ),
    ],
    {
      submit: (event) => {
        event.preventDefault();
        actions.submit();
      },
    },
  );
}

function cardContent(state: LoginViewState, actions: LoginViewActions): HTMLElement[] {
  if (state.mode === 'verifying') {
    return [h('p', { class: 'loader', role: 'status' }, [state.texts.auth.loginLink.verifying])];
  }
  const switchLabel =
    state.mode === 'password' ? state.texts.auth.login.useLink : state.texts.auth.login.usePassword;
  return [
    form(state, actions),
    h('button', { id: 'login-mode', type: 'button', class: 'button-subtle' }, [switchLabel], {
      click: () => actions.switchMode(),
    }),
  ];
}

/** Draws the whole page into `root` (the body), keeping the focus on the control that had it. */
export function renderLoginView(root: HTMLElement, state: LoginViewState, actions: LoginViewActions): void {
  const focusedId = document.activeElement?.id;
  root.replaceChildren(
    h('a', { class: 'skip-link', href: `#${mainContentId}` }, [state.texts.common.skipToContent]),
    header(state, actions),
    h('main', { id: mainContentId, tabindex: '-1', class: 'login-main' }, [
      h('section', { class: 'login-card', 'aria-labelledby': 'login-title' }, [
        h('h1', { id: 'login-title' }, [state.texts.auth.login.title]),
        ...cardContent(state, actions),
      ]),
    ]),
  );
  if (focusedId) {
    document.getElementById(focusedId)?.focus();
  }
}
