import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, signerNameMatches } from './contract-signing-rules';

describe('signing rules', () => {
  it('compares the typed name ignoring case, spacing and accents', () => {
    expect(signerNameMatches('maija  meikalainen', 'Maija Meikäläinen')).toBe(true);
    expect(signerNameMatches(' MAIJA MEIKÄLÄINEN ', 'Maija Meikäläinen')).toBe(true);
    expect(signerNameMatches('Maija', 'Maija Meikäläinen')).toBe(false);
    expect(signerNameMatches('', '')).toBe(false);
  });

  it('masks the destinations the worker is shown', () => {
    expect(maskMobile('+358401234567')).toBe('+358 40 *** 67');
    expect(maskEmail('maija.meikalainen@example.com')).toBe('m***n@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });
});
