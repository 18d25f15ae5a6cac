import { describe, expect, it } from 'vitest';
import { applyLanguageOf } from './apply-language';

describe('the /apply page language', () => {
  it('takes ?lang= when it is one of ours, whatever the browser asks', () => {
    expect(applyLanguageOf('pt', 'de')).toBe('pt');
    expect(applyLanguageOf('sv', 'de')).toBe('de');
  });

  it('reads Accept-Language by weight and region-free, skipping languages we do not have', () => {
    expect(applyLanguageOf(undefined, 'sv-FI, fr;q=0.4, en-GB;q=0.8')).toBe('en');
    expect(applyLanguageOf(undefined, 'fi-FI,fi;q=0.9')).toBe('fi');
    expect(applyLanguageOf(undefined, 'de;q=0, fr;q=0.1')).toBe('fr');
  });

  it('falls back to Finnish', () => {
    expect(applyLanguageOf(undefined, undefined)).toBe('fi');
    expect(applyLanguageOf(['en'], 'sv, *')).toBe('fi');
  });
});
