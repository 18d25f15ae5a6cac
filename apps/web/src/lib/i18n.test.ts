import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyLocale, detectLocale } from './i18n';

describe('language', () => {
  it('prefers the stored choice, then a supported browser language, else English', () => {
    expect(detectLocale('de', ['fi-FI'])).toBe('de');
    expect(detectLocale(null, ['sv-SE', 'pt-BR', 'en'])).toBe('pt');
    expect(detectLocale('xx', ['fi-FI'])).toBe('fi');
    expect(detectLocale(null, ['sv-SE', 'ja'])).toBe('en');
    expect(detectLocale(null, [])).toBe('en');
  });

  it('switches, remembers the choice and updates <html lang>', async () => {
    await applyLocale('fr');
    expect(i18next.t('menu.home')).toBe('Accueil');
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('locale')).toBe('fr');
  });
});
