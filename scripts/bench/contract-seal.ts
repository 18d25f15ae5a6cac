/**
 * Contract signing benchmark (a measurement, not a test): `npm run bench:contract-seal`, see
 * docs/benchmarks.md.
 *
 * What the worker waits for after pressing "Sign": the contract PDF (a two-page text from the seeded
 * Finnish template's length) gets its audit page (the test fixture's trail: sent, opened, code sent and confirmed, signed) and
 * the certificate seal (PAdES, RSA 2048, SHA-256), the same code the signing route runs. Also the time to
 * render the draft PDF and the sizes. The median is of the rounds after the first (which loads fonts).
 * Nothing is asserted; it prints a table.
 */
import { createHash } from 'node:crypto';
import { renderContractPdf } from '../../apps/server/src/features/employment-contracts/contract-pdf';
import { auditFixture } from '../../apps/server/src/lib/pdf-seal/audit-fixtures';
import { sealSignedContract } from '../../apps/server/src/lib/pdf-seal/seal-signed-contract';
import { testDocumentSealer } from '../../apps/server/src/testing/test-sealing-certificate';
import { median, ms as msOf, table } from './bench-stats';

const rounds = Number(process.env.BENCH_ROUNDS ?? 12);
const ms = (value: number) => `${msOf(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const paragraph =
  'Työntekijä sitoutuu noudattamaan työnantajan antamia ohjeita ja työpaikan turvallisuusmääräyksiä. ' +
  'Työaika, palkka ja lisät määräytyvät yksityisen sosiaalipalvelualan työehtosopimuksen mukaan; ' +
  'työvuorot julkaistaan portaalissa viimeistään viikkoa ennen työvuoroluettelon alkua. ';
const body = Array.from({ length: 14 }, (_, index) => `# ${index + 1}. Kohta\n${paragraph.repeat(3)}`).join(
  '\n\n',
);

async function main(): Promise<void> {
  const sealer = testDocumentSealer();
  const renderTimes: number[] = [];
  const signTimes: number[] = [];
  let draftBytes = 0;
  let signedBytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const draft = await renderContractPdf({
      contractId: '0b6f3f6e-6f0e-4c7a-9f5e-1d2c3b4a5f60',
      locale: 'fi',
      title: 'Työsopimus',
      body,
      employer: { name: 'Hoivapalvelu Pohjola Oy', businessId: '1234567-1' },
      worker: { fullName: 'Säde Öhman', birthday: '1994-05-17' },
      createdAt: new Date('2026-11-20T09:00:00Z'),
    });
    const rendered = performance.now();
    const sealed = await sealSignedContract({
      original: draft,
      audit: { ...auditFixture('fi'), originalSha256: createHash('sha256').update(draft).digest('hex') },
      sealer,
      details: {
        signerName: 'Hoivapalvelu Pohjola Oy',
        reason: 'Työsopimus – Säde Öhman',
        location: 'Helsinki',
      },
    });
    const signed = performance.now();
    if (round > 0) {
      renderTimes.push(rendered - started);
      signTimes.push(signed - rendered);
    }
    draftBytes = draft.length;
    signedBytes = sealed.pdf.length;
  }
  console.log(`Contract signing, ${rounds - 1} rounds after the first (median):\n`);
  console.log(
    table([
      ['step', 'median', 'min', 'max', 'size'],
      [
        'render the draft PDF',
        ms(median(renderTimes)),
        ms(Math.min(...renderTimes)),
        ms(Math.max(...renderTimes)),
        kb(draftBytes),
      ],
      [
        'audit page + seal',
        ms(median(signTimes)),
        ms(Math.min(...signTimes)),
        ms(Math.max(...signTimes)),
        kb(signedBytes),
      ],
    ]),
  );
}

await main();
