import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { loadEveryTranslation } from '@/app/feature-catalogues';
import { fullPageLoad } from '@/lib/full-page-load';
import { initI18n } from '@/lib/i18n';

// The default 1 s for findBy/waitFor is too short when the suite shares two cores with the server tests;
// waiting longer changes no assertion, it only stops slow renders from failing (one step of a gig form
// took over 5 s once while a benchmark ran beside the suite).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia (Mantine reads it for the colour scheme and responsive props).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => undefined;

// Every language is in place before the first test, as if bundled: a test never waits for texts.
initI18n(await loadEveryTranslation(), 'fi');
// The staff shell is a lazy route (decisions 0025, 0049): loaded once here, so a test's first render does
// not wait for its modules to be transformed.
await import('@/app/layout/app-layout');

// jsdom cannot load another page: a test sees where the app would go (`fullPageLoad.replace` calls).
let pageLoads: MockInstance<(url: string) => void> | undefined;
beforeEach(() => {
  pageLoads = vi.spyOn(fullPageLoad, 'replace').mockImplementation(() => undefined);
});

afterEach(async () => {
  pageLoads?.mockRestore();
  cleanup();
  // The toast store outlives the rendered tree.
  notifications.clean();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('fi');
});
