import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfsig } from '../../testing/pdfsig';
import { testDocumentSealer, testSealingCommonName } from '../../testing/test-sealing-certificate';
import { auditFixture, contractFixturePdf } from './audit-fixtures';
import { sealSignedContract } from './seal-signed-contract';

const details = {
  signerName: 'Hoivapalvelu Pohjola Oy',
  reason: 'Employment contract signed electronically',
  location: 'Helsinki',
  contactInfo: 'hr@pohjola.example',
  signingTime: new Date('2026-11-20T09:18:31Z'),
};

async function sealedContract() {
  return sealSignedContract({
    original: await contractFixturePdf(),
    audit: auditFixture('fi'),
    sealer: testDocumentSealer(),
    details,
  });
}

/** The signed byte ranges the signature dictionary declares: [start, length, start, length]. */
function byteRange(pdf: Uint8Array): number[] {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    Buffer.from(pdf).toString('latin1'),
  );
  if (!match) {
    throw new Error('no /ByteRange in the sealed PDF');
  }
  return match.slice(1).map(Number);
}

function isSigned(offset: number, [start1, length1, start2, length2]: number[]): boolean {
  const inRange = (start = 0, length = 0) => offset >= start && offset < start + length;
  return inRange(start1, length1) || inRange(start2, length2);
}

describe('sealing a signed contract', () => {
  it('gives a PDF that pdfsig reports valid, signed as a whole, by the sealing certificate', async () => {
    const sealed = await sealedContract();
    const report = await pdfsig(sealed.pdf);
    expect(report.text).toContain('Signature is Valid.');
    expect(report.text).toContain('Total document signed');
    expect(report.valid).toBe(true);
    expect(report.commonNames).toEqual([testSealingCommonName]);
    expect(report.text).toContain('ETSI.CAdES.detached');
    expect(report.text).toContain('SHA-256');
  });

  it('reports the SHA-256 of exactly the file it returns', async () => {
    const sealed = await sealedContract();
    expect(sealed.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sealed.sha256).toBe(createHash('sha256').update(sealed.pdf).digest('hex'));
  });

  it('gives a copy changed by one byte inside the signed range a broken signature', async () => {
    const sealed = await sealedContract();
    const tampered = Buffer.from(sealed.pdf);
    // The signature's reason is a literal string in the signed bytes: one letter changed, the file still parses.
    const offset = tampered.indexOf('signed electronically', 0, 'latin1');
    expect(offset).toBeGreaterThan(0);
    expect(isSigned(offset, byteRange(sealed.pdf))).toBe(true);
    tampered[offset] = 'S'.charCodeAt(0);

    const report = await pdfsig(tampered);
    expect(report.valid).toBe(false);
    expect(report.text).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('gives a copy whose contract page shows another letter a broken signature', async () => {
    const sealed = await sealedContract();
    const tampered = Buffer.from(sealed.pdf);
    // The fixture's page is uncompressed: its title's first glyph (<0001>) becomes the second one (<0002>).
    const offset = tampered.indexOf('[<0001>', 0, 'latin1') + 5;
    expect(offset).toBeGreaterThan(5);
    expect(isSigned(offset, byteRange(sealed.pdf))).toBe(true);
    tampered[offset] = '2'.charCodeAt(0);

    const report = await pdfsig(tampered);
    expect(report.valid).toBe(false);
    expect(report.text).toMatch(/Digest Mismatch|Signature is Invalid/);
  });
});
