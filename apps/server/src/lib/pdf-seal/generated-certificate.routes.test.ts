import type { TemporaryContract } from '@portal/domain/temporary-contracts';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import {
  buildWorkerActionsWorld,
  type WorkerActionsWorld,
} from '../../features/worker-blocks/worker-actions-test-world';
import { pdfsig } from '../../testing/pdfsig';
import { createTestInstance, type TestInstance } from '../../testing/test-app';
import { createTestCluster, type TestCluster } from '../../testing/test-cluster';
import { defaultSealingCommonName } from './sealing-certificate';

/** The certificate inside a sealed PDF's CMS signature, as PEM. */
function signerCertificatePem(pdf: Buffer): string {
  const { signature } = extractSignature(pdf) as { signature: string };
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(signature)) as forge.pkcs7.PkcsSignedData;
  const [certificate] = message.certificates;
  if (!certificate) {
    throw new Error('no certificate in the signature');
  }
  return forge.pki.certificateToPem(certificate);
}

// The deployment's default: no SIGNING_CERTIFICATE_P12 (empty counts as unset), so the first instance
// generates the certificate and every instance reads the stored one.
const generatedCertificateEnv = { SIGNING_CERTIFICATE_P12: '', SIGNING_CERTIFICATE_PASSPHRASE: '' };

describe('the generated sealing certificate in a scaled-out deployment', () => {
  let cluster: TestCluster;
  let world: WorkerActionsWorld;

  beforeAll(async () => {
    cluster = await createTestCluster({ size: 2, env: generatedCertificateEnv });
    world = await buildWorkerActionsWorld(cluster.database.connection.db);
  });
  afterAll(async () => {
    await cluster.close();
  });

  async function issueTemporaryContract(instance: TestInstance, documentId: string): Promise<Buffer> {
    const token = await instance.signIn(world.users.agent.email);
    const created = await instance.request(token, {
      method: 'POST',
      url: `/api/accounts/${world.accountA1.id}/workers/${world.worker.id}/temporary-contracts`,
      payload: {
        accountId: world.accountA1.id,
        contract: 'Hoitajavuokraus 2026',
        areaId: world.otherArea.id,
        documentId,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        locationText: 'Osasto 3',
        salaryText: 'Tuntipalkka 19,50 €',
        writtenContract: 'new',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pdf = await instance.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/documents/${created.json<TemporaryContract>().pdfDocumentId}`,
    });
    return pdf.rawPayload;
  }

  it('seals on every instance with the one certificate the first generated', async () => {
    const [first, second] = cluster.instances;
    if (!first || !second) {
      throw new Error('the cluster has two instances');
    }
    const fromFirst = await issueTemporaryContract(first, 'TS-1');
    const fromSecond = await issueTemporaryContract(second, 'TS-2');

    for (const pdf of [fromFirst, fromSecond]) {
      const report = await pdfsig(pdf);
      expect(report.valid).toBe(true);
      expect(report.wholeDocument).toBe(true);
      expect(report.commonNames).toEqual([defaultSealingCommonName]);
    }
    expect(signerCertificatePem(fromSecond)).toBe(signerCertificatePem(fromFirst));
  });

  it('does not start with a configured P12 that does not open', async () => {
    const start = createTestInstance({
      connection: cluster.database.connection,
      env: {
        SIGNING_CERTIFICATE_P12: Buffer.from('not a certificate').toString('base64'),
        SIGNING_CERTIFICATE_PASSPHRASE: 'secret',
      },
    });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/SIGNING_CERTIFICATE_P12/);
  });
});
