import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const slow = { timeout: 5000 };

describe('help page', () => {
  it('opens from the user menu in the UI language, with the menu, the core loop, shortcuts and support', async () => {
    const { router, user } = renderApp('/apps/dashboard/home', { me: buildMe('customer') });
    await user.click(await screen.findByRole('button', { name: /Käyttäjävalikko/ }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Ohje' }));

    expect(await screen.findByRole('heading', { name: 'Ohje', level: 1 }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/help');
    const loop = screen.getByRole('region', { name: 'Keikan kulku' });
    expect(
      within(loop)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['Tilaa', 'Täytä', 'Vahvista', 'Hyväksy', 'Laskuta']);
    expect(screen.getByRole('region', { name: 'Valikon osiot' })).toHaveTextContent('Keikat');
    expect(screen.getByRole('region', { name: 'Valikon osiot' })).toHaveTextContent('Laskut');
    expect(screen.getByRole('region', { name: 'Pikanäppäimet' })).toHaveTextContent('Ctrl + K');
    expect(screen.getByRole('region', { name: 'Käsitteet' })).toHaveTextContent('Pooli:');
    expect(screen.getByRole('region', { name: 'Tuki ja yhteystiedot' })).toBeInTheDocument();
  });
});
