import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { ConfigError } from '../../config';
import type { PersonalDataCipher } from '../personal-data-cipher';

/** A PKCS#12 bundle (private key + certificate) and the passphrase that opens it. */
export type SealingCertificate = { p12: Buffer; passphrase: string };

/** The instance's key-value store (system_values, owned by features/auth), as the resolver needs it. */
export type SystemValueStore = {
  insertIfAbsent(key: string, value: string): Promise<void>;
  find(key: string): Promise<string | null>;
};

/** What the generated certificate's subject says when the deployment names no company. */
export const defaultSealingCommonName = 'Portal e-signature';
const storedKey = 'document-sealing-certificate';
const validityYears = 10;

/** Stored form: the certificate in clear (it is public), the private key sealed by the personal data cipher. */
type StoredCertificate = { certificate: string; privateKey: string };

/**
 * The certificate that seals documents (decision 0046): the configured P12 (SIGNING_CERTIFICATE_P12 and
 * SIGNING_CERTIFICATE_PASSPHRASE), or one generated on first start and kept in system_values, so every
 * instance and every restart seals with the same certificate. A configured P12 that does not open stops
 * the server with a ConfigError naming the variables.
 */
export async function resolveSealingCertificate(options: {
  configured: { p12: string; passphrase: string } | null;
  store: SystemValueStore;
  cipher: PersonalDataCipher;
  commonName?: string;
  now?: Date;
}): Promise<SealingCertificate> {
  const now = options.now ?? new Date();
  if (options.configured) {
    const certificate = {
      p12: Buffer.from(options.configured.p12, 'base64'),
      passphrase: options.configured.passphrase,
    };
    checkSealingCertificate(certificate, now);
    return certificate;
  }
  // Generated only on the first start: an RSA key takes a moment, and later starts read the stored one.
  if ((await options.store.find(storedKey)) === null) {
    const generated = generateSealingKeyPair({
      commonName: options.commonName ?? defaultSealingCommonName,
      now,
    });
    await options.store.insertIfAbsent(
      storedKey,
      JSON.stringify({
        certificate: generated.certificate,
        privateKey: options.cipher.encrypt(generated.privateKey),
      } satisfies StoredCertificate),
    );
  }
  const value = await options.store.find(storedKey);
  if (value === null) {
    throw new Error('sealing certificate missing after insert');
  }
  // Another instance may have won the insert: use what is stored, never what was just generated.
  const stored = JSON.parse(value) as StoredCertificate;
  let privateKey: string;
  try {
    privateKey = options.cipher.decrypt(stored.privateKey);
  } catch {
    throw new ConfigError(
      'Invalid configuration:\n  PERSONAL_DATA_KEY: does not open the stored sealing certificate (the key changed?)',
    );
  }
  return toP12(stored.certificate, privateKey);
}

/**
 * Throws a ConfigError unless the bundle opens with its passphrase, holds a private key and a certificate,
 * and the certificate is valid now (readers reject a signature made with an expired certificate).
 */
export function checkSealingCertificate(certificate: SealingCertificate, now: Date): void {
  let bags: { key: boolean; certificate: forge.pki.Certificate | null };
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(certificate.p12.toString('binary')));
    const pkcs12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, certificate.passphrase);
    const keyBags = pkcs12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag as string });
    const certBags = pkcs12.getBags({ bagType: forge.pki.oids.certBag as string });
    bags = {
      // signpdf's P12Signer reads the key from a shrouded (encrypted) key bag, as openssl writes it.
      key: Object.values(keyBags).some((list) => (list?.length ?? 0) > 0),
      certificate: Object.values(certBags).flat()[0]?.cert ?? null,
    };
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  SIGNING_CERTIFICATE_P12: cannot be opened with SIGNING_CERTIFICATE_PASSPHRASE (${(error as Error).message})`,
    );
  }
  if (!bags.key || !bags.certificate) {
    throw new ConfigError(
      'Invalid configuration:\n  SIGNING_CERTIFICATE_P12: must hold a private key and its certificate',
    );
  }
  const { notBefore, notAfter } = bags.certificate.validity;
  if (now < notBefore || now > notAfter) {
    throw new ConfigError(
      `Invalid configuration:\n  SIGNING_CERTIFICATE_P12: the certificate is valid from ${notBefore.toISOString()} to ${notAfter.toISOString()}, not now`,
    );
  }
}

/**
 * A new self-signed sealing certificate (RSA 2048, SHA-256, 10 years, C=FI, key usage digitalSignature
 * and nonRepudiation), as PEM. The key pair comes from Node's crypto: forge's own key generation is slow.
 */
export function generateSealingKeyPair(options: {
  commonName: string;
  organization?: string;
  now: Date;
  years?: number;
}): {
  certificate: string;
  privateKey: string;
} {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(keys.privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  // A positive serial: a leading 0x01 byte keeps the DER integer's sign bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = options.now;
  const notAfter = new Date(options.now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + (options.years ?? validityYears));
  certificate.validity.notAfter = notAfter;
  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: options.organization ?? options.commonName },
    { name: 'countryName', value: 'FI' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(certificate), privateKey: keys.privateKey };
}

/** Bundles a PEM certificate and key as a P12 for the signer, with a passphrase that never leaves memory. */
export function toP12(certificatePem: string, privateKeyPem: string): SealingCertificate {
  const passphrase = randomBytes(18).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(privateKeyPem),
    [forge.pki.certificateFromPem(certificatePem)],
    passphrase,
    { algorithm: '3des' },
  );
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}
