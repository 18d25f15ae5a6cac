import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` answer as a screen `width` pixels wide (16 px to the em), for the layouts that
 * change below a breakpoint. Undone after each test by setup-tests (`vi.unstubAllGlobals`).
 */
export function setScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)(em|px)/.exec(query);
    const min = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const px = (match: RegExpExecArray) => Number(match[1]) * (match[2] === 'em' ? 16 : 1);
    const matches = (!max || width <= px(max)) && (!min || width >= px(min)) && Boolean(max || min);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
