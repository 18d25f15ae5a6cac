import { createCertificateSealer } from '../lib/pdf-seal/certificate-sealer';
import type { DocumentSealer } from '../lib/pdf-seal/document-sealer';
import { generateSealingKeyPair, type SealingCertificate, toP12 } from '../lib/pdf-seal/sealing-certificate';

/** The common name of the test apps' sealing certificate, as `pdfsig` reports it. */
export const testSealingCommonName = 'Portal test seal';

let cached: SealingCertificate | null = null;

/**
 * The test apps' sealing certificate, generated once per test process (an RSA key takes a moment) and
 * handed to every test app as SIGNING_CERTIFICATE_P12, so no app generates or stores its own.
 */
export function testSealingCertificate(): SealingCertificate {
  if (!cached) {
    const pair = generateSealingKeyPair({
      commonName: testSealingCommonName,
      // Valid for any test clock: a test may move the clock years either way.
      now: new Date('2000-01-01T00:00:00Z'),
      years: 100,
    });
    cached = toP12(pair.certificate, pair.privateKey);
  }
  return cached;
}

/** The environment variables that configure the test certificate. */
export function testSealingEnv(): NodeJS.ProcessEnv {
  const certificate = testSealingCertificate();
  return {
    SIGNING_CERTIFICATE_P12: certificate.p12.toString('base64'),
    SIGNING_CERTIFICATE_PASSPHRASE: certificate.passphrase,
  };
}

/** A sealer with the test certificate, for tests that seal outside an app. */
export function testDocumentSealer(): DocumentSealer {
  return createCertificateSealer(testSealingCertificate());
}
