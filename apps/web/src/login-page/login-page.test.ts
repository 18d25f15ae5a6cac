import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { type FakeHandler, stubFetch } from '@/testing/fake-server';
import { startLoginPage } from './login-page';

const tokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1-000000000000000', expiresIn: 900 };
const me = buildMe('admin');
const gigsList = '/apps/shifts-&-gigs/gigs-management/list';
const meHandler: FakeHandler = (request) =>
  request.authorization === 'Bearer access-1'
    ? { body: me }
    : { status: 401, body: { code: 'UNAUTHENTICATED' } };

/** Opens the login page at `url` as the browser would, with the API answering from `handlers`. */
async function openLoginPage(url: string, handlers: Record<string, FakeHandler> = {}) {
  window.history.replaceState(null, '', url);
  const server = stubFetch(handlers);
  const navigate = vi.fn<(target: string) => void>();
  await startLoginPage({ root: document.body, navigate });
  return { server, navigate, user: userEvent.setup() };
}

const signInButton = () => screen.getByRole('button', { name: 'Kirjaudu sisään' });

// The page draws into the body itself: nothing of it may stay for the next test file (one jsdom per worker).
function clearPage() {
  document.body.replaceChildren();
  delete document.documentElement.dataset.colorScheme;
  document.documentElement.lang = 'fi';
  window.history.replaceState(null, '', '/');
}

afterEach(clearPage);
beforeEach(() => {
  clearPage();
  // The browser of these tests speaks Finnish (detectLocale falls back to English otherwise).
  const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI']);
  return () => languages.mockRestore();
});

describe('login page (outside the app)', () => {
  it('shows translated field errors, focuses the first one and sends nothing for an empty or malformed form', async () => {
    const { user, server } = await openLoginPage('/pages/login');

    await user.click(signInButton());
    expect(screen.getAllByText('Tämä kenttä on pakollinen')).toHaveLength(2);
    expect(screen.getByLabelText('Sähköposti')).toHaveFocus();

    await user.type(screen.getByLabelText('Sähköposti'), 'not-an-email');
    await user.type(screen.getByLabelText('Salasana'), 'secret');
    await user.click(signInButton());

    expect(screen.getByText('Anna kelvollinen sähköpostiosoite')).toBeInTheDocument();
    expect(screen.getByLabelText('Sähköposti')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Sähköposti')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Sähköposti')).toHaveAccessibleDescription(
      'Anna kelvollinen sähköpostiosoite',
    );
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [
      'wrong credentials',
      { status: 401, body: { code: 'INVALID_CREDENTIALS' } },
      'Väärä sähköposti tai salasana',
    ],
    ['too many attempts', { status: 429, body: { code: 'RATE_LIMITED' } }, 'Liian monta yritystä'],
    ['a server failure', { status: 500, body: { code: 'SOMETHING_ELSE' } }, 'Jokin meni vikaan'],
  ])('shows the translated message for %s and keeps what was typed', async (_case, answer, message) => {
    const { user, navigate } = await openLoginPage('/pages/login', {
      'POST /api/auth/login': () => answer,
    });

    await user.type(screen.getByLabelText('Sähköposti'), 'admin@demo.example');
    await user.type(screen.getByLabelText('Salasana'), 'wrong');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Sähköposti')).toHaveValue('admin@demo.example');
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('explains a network failure', async () => {
    const { user } = await openLoginPage('/pages/login');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await user.type(screen.getByLabelText('Sähköposti'), 'admin@demo.example');
    await user.type(screen.getByLabelText('Salasana'), 'demo1234');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Jokin meni vikaan, yritä uudelleen');
  });

  it('signs in, keeps the session where the app reads it and goes to the page the guard came from', async () => {
    const { user, server, navigate } = await openLoginPage(
      `/pages/login?${new URLSearchParams({ redirect: '/apps/settings/account-settings?tab=1' })}`,
      { 'POST /api/auth/login': () => ({ body: tokenPair }), 'GET /api/me': meHandler },
    );

    await user.type(screen.getByLabelText('Sähköposti'), ' Admin@Demo.example ');
    await user.type(screen.getByLabelText('Salasana'), 'demo1234');
    await user.click(signInButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/apps/settings/account-settings?tab=1'));
    expect(server.requests.find((request) => request.path === '/api/auth/login')?.body).toEqual({
      email: 'admin@demo.example',
      password: 'demo1234',
    });
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
    expect(window.localStorage.getItem('refreshToken')).toBe(tokenPair.refreshToken);
    expect(JSON.parse(window.localStorage.getItem('userData') ?? 'null')).toEqual(me);
  });

  it('goes to the home of the role when the redirect leads off the portal', async () => {
    const { user, navigate } = await openLoginPage('/pages/login?redirect=%2F%2Fevil.example', {
      'POST /api/auth/login': () => ({ body: tokenPair }),
      'GET /api/me': meHandler,
    });

    await user.type(screen.getByLabelText('Sähköposti'), 'admin@demo.example');
    await user.type(screen.getByLabelText('Salasana'), 'demo1234');
    await user.click(signInButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(gigsList));
  });

  it('sends a signed-in user opening the login page to the home of the role, without showing the form', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('refreshToken', tokenPair.refreshToken);
    window.localStorage.setItem('userData', JSON.stringify(buildMe('agent')));

    const { navigate, server } = await openLoginPage('/pages/login');

    // Spec section 2: after sign-in the root path, which leads to the gigs list.
    expect(navigate).toHaveBeenCalledWith(gigsList);
    expect(server.requests).toHaveLength(0);
    expect(screen.queryByLabelText('Sähköposti')).not.toBeInTheDocument();
  });

  it('requests a sign-in link in the link mode, in the language of the page', async () => {
    const { user, server } = await openLoginPage('/pages/login', {
      'POST /api/auth/login-link': () => ({ status: 202, body: { sent: true } }),
    });

    await user.click(screen.getByRole('button', { name: 'Lähetä minulle kirjautumislinkki' }));
    expect(screen.queryByLabelText('Salasana')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Sähköposti'), 'agent@demo.example');
    await user.click(screen.getByRole('button', { name: 'Lähetä linkki' }));

    expect(await screen.findByRole('status')).toHaveTextContent('kirjautumislinkki on matkalla');
    expect(server.requests.find((request) => request.path === '/api/auth/login-link')?.body).toEqual({
      email: 'agent@demo.example',
      locale: 'fi',
    });
    await user.click(screen.getByRole('button', { name: 'Kirjaudu salasanalla' }));
    expect(screen.getByLabelText('Salasana')).toBeInTheDocument();
  });

  it('signs in with the token of an e-mailed link, sending it once', async () => {
    const { navigate, server } = await openLoginPage('/pages/login?loginToken=link-token-0000000000000', {
      'POST /api/auth/login-link/verify': () => ({ body: tokenPair }),
      'GET /api/me': meHandler,
    });

    expect(navigate).toHaveBeenCalledWith(gigsList);
    const verifications = server.requests.filter((request) => request.path === '/api/auth/login-link/verify');
    expect(verifications.map((request) => request.body)).toEqual([{ token: 'link-token-0000000000000' }]);
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('explains an invalid sign-in link and drops its token from the address', async () => {
    const { navigate } = await openLoginPage(
      '/pages/login?loginToken=used-token-0000000000000&redirect=%2Fx',
      {
        'POST /api/auth/login-link/verify': () => ({ status: 401, body: { code: 'LOGIN_LINK_INVALID' } }),
      },
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Kirjautumislinkki on virheellinen tai vanhentunut');
    expect(window.location.search).toBe('?redirect=%2Fx');
    expect(screen.getByLabelText('Sähköposti')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['follows the language of the profile', null, 'en'],
    ['keeps a language picked on this device', 'de', 'de'],
  ])('%s after sign-in', async (_case, stored, expected) => {
    if (stored) {
      window.localStorage.setItem('locale', stored);
    }
    const englishMe = { ...me, user: { ...me.user, locale: 'en' as const } };
    const { user, navigate } = await openLoginPage('/pages/login', {
      'POST /api/auth/login': () => ({ body: tokenPair }),
      'GET /api/me': () => ({ body: englishMe }),
    });

    await user.type(screen.getByRole('textbox'), 'admin@demo.example');
    await user.type(document.getElementById('login-password') as HTMLElement, 'demo1234');
    await user.click(document.getElementById('login-submit') as HTMLElement);

    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(window.localStorage.getItem('locale')).toBe(expected);
  });

  it('switches the language of every text, keeps what was typed and remembers the choice', async () => {
    const { user } = await openLoginPage('/pages/login');
    expect(document.documentElement.lang).toBe('fi');
    await user.type(screen.getByLabelText('Sähköposti'), 'admin@demo.example');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kieli' }), 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.example');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('locale')).toBe('en');
  });

  it('turns dark mode on and off, shared with the app', async () => {
    const { user } = await openLoginPage('/pages/login');
    const toggle = screen.getByRole('button', { name: 'Tumma tila' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Tumma tila' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
  });
});
