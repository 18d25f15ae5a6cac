import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { systemValueStore } from '../../features/auth/signing-secret';
import { findSystemValue } from '../../features/auth/signing-secret.repository';
import { pdfsig } from '../../testing/pdfsig';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testPersonalDataCipher } from '../../testing/test-personal-data-cipher';
import { createPersonalDataCipher } from '../personal-data-cipher';
import { createCertificateSealer } from './certificate-sealer';
import {
  defaultSealingCommonName,
  generateSealingKeyPair,
  resolveSealingCertificate,
  type SealingCertificate,
  toP12,
} from './sealing-certificate';

/** The certificate inside a P12, as forge reads it. */
function certificateOf({ p12, passphrase }: SealingCertificate): forge.pki.Certificate {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const bags = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase).getBags({
    bagType: forge.pki.oids.certBag as string,
  });
  const certificate = bags[forge.pki.oids.certBag as string]?.[0]?.cert;
  if (!certificate) {
    throw new Error('no certificate in the P12');
  }
  return certificate;
}

async function blankPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
}

describe('the sealing certificate', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is generated once, kept with its key encrypted, and the same on every later start against the same database', async () => {
    const resolve = () =>
      resolveSealingCertificate({
        configured: null,
        store: systemValueStore(database.connection.db),
        cipher: testPersonalDataCipher,
        now: new Date('2026-11-28T12:00:00Z'),
      });
    const first = certificateOf(await resolve());
    const second = certificateOf(await resolve());
    expect(forge.pki.certificateToPem(second)).toBe(forge.pki.certificateToPem(first));

    expect(first.subject.getField('CN').value).toBe(defaultSealingCommonName);
    expect(first.subject.getField('C').value).toBe('FI');
    expect(first.validity.notAfter.getUTCFullYear()).toBe(2036);
    const keyUsage = first.getExtension('keyUsage') as {
      digitalSignature?: boolean;
      nonRepudiation?: boolean;
    };
    expect(keyUsage).toMatchObject({ digitalSignature: true, nonRepudiation: true });

    // The certificate is public; its private key is stored only encrypted.
    const stored = await findSystemValue(database.connection.db, 'document-sealing-certificate');
    expect(stored).toContain('BEGIN CERTIFICATE');
    expect(stored).not.toContain('PRIVATE KEY');
  });

  it('stops the start with a clear message when the personal data key does not open the stored certificate', async () => {
    const store = systemValueStore(database.connection.db);
    await resolveSealingCertificate({ configured: null, store, cipher: testPersonalDataCipher });
    const otherCipher = createPersonalDataCipher(Buffer.alloc(32, 9));
    await expect(resolveSealingCertificate({ configured: null, store, cipher: otherCipher })).rejects.toThrow(
      /PERSONAL_DATA_KEY: does not open the stored sealing certificate/,
    );
  });

  it('stops the start when the configured certificate has expired or is not valid yet', async () => {
    const pair = generateSealingKeyPair({ commonName: 'Vanha Oy', now: new Date('2014-01-01T00:00:00Z') });
    const p12 = toP12(pair.certificate, pair.privateKey);
    const resolveAt = (now: Date) =>
      resolveSealingCertificate({
        configured: { p12: p12.p12.toString('base64'), passphrase: p12.passphrase },
        store: systemValueStore(database.connection.db),
        cipher: testPersonalDataCipher,
        now,
      });
    await expect(resolveAt(new Date('2020-06-01T00:00:00Z'))).resolves.toBeDefined();
    await expect(resolveAt(new Date('2026-11-28T00:00:00Z'))).rejects.toThrow(
      /SIGNING_CERTIFICATE_P12: the certificate is valid from 2014-01-01T00:00:00.000Z to 2024-01-01T00:00:00.000Z, not now/,
    );
    await expect(resolveAt(new Date('2013-12-31T00:00:00Z'))).rejects.toThrow(ConfigError);
  });

  it('signs with a configured P12, whose common name pdfsig shows', async () => {
    const pair = generateSealingKeyPair({ commonName: 'Hoivapalvelu Pohjola Oy', now: new Date() });
    const p12 = toP12(pair.certificate, pair.privateKey);
    const certificate = await resolveSealingCertificate({
      configured: { p12: p12.p12.toString('base64'), passphrase: p12.passphrase },
      store: systemValueStore(database.connection.db),
      cipher: testPersonalDataCipher,
    });
    const sealed = await createCertificateSealer(certificate).seal(await blankPdf(), {
      signerName: 'Hoivapalvelu Pohjola Oy',
      reason: 'Issued by Hoivapalvelu Pohjola Oy',
      location: 'Helsinki',
    });
    const report = await pdfsig(sealed);
    expect(report.valid).toBe(true);
    expect(report.commonNames).toEqual(['Hoivapalvelu Pohjola Oy']);
  });

  it('stops the start with a clear message when the configured P12 does not open', async () => {
    const pair = generateSealingKeyPair({ commonName: 'Hoivapalvelu Pohjola Oy', now: new Date() });
    const p12 = toP12(pair.certificate, pair.privateKey);
    const resolve = (configured: { p12: string; passphrase: string }) =>
      resolveSealingCertificate({
        configured,
        store: systemValueStore(database.connection.db),
        cipher: testPersonalDataCipher,
      });

    const wrongPassphrase = resolve({ p12: p12.p12.toString('base64'), passphrase: 'not-the-passphrase' });
    await expect(wrongPassphrase).rejects.toThrow(ConfigError);
    await expect(wrongPassphrase).rejects.toThrow(/SIGNING_CERTIFICATE_P12.*SIGNING_CERTIFICATE_PASSPHRASE/);

    const notAP12 = resolve({ p12: Buffer.from('not a certificate').toString('base64'), passphrase: '' });
    await expect(notAP12).rejects.toThrow(ConfigError);
    await expect(notAP12).rejects.toThrow(/SIGNING_CERTIFICATE_P12/);
  });
});
