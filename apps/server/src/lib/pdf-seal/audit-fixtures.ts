import { pdfmake } from '../pdf';
import type { ContractAudit } from './document-sealer';

/** The PDF a worker was shown in the tests: one page with the contract's title and the worker's name. */
export async function contractFixturePdf(): Promise<Uint8Array> {
  const buffer = await pdfmake
    .createPdf({
      pageSize: 'A4',
      defaultStyle: { font: 'Roboto' },
      // Uncompressed, so a test can find the contract's own words in the bytes.
      compress: false,
      content: [{ text: 'Työsopimus – Säde Öhman', fontSize: 18 }, 'Työ alkaa 1.12.2026.'],
    })
    .getBuffer();
  return new Uint8Array(buffer);
}

/** A signed contract's trail: sent, opened, code sent and confirmed, signed (Helsinki winter time: UTC+2). */
export function auditFixture(locale: ContractAudit['locale']): ContractAudit {
  const worker = { party: 'worker' as const, actorName: 'Säde Öhman', ipAddress: '203.0.113.45' };
  const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1';
  return {
    locale,
    contractId: '5b0c1e52-7d0e-4d43-9d55-0f3b7c1e9a10',
    title: 'Työsopimus, sairaanhoitaja',
    employerName: 'Hoivapalvelu Pohjola Oy',
    workerName: 'Säde Öhman',
    originalSha256: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
    entries: [
      {
        occurredAt: new Date('2026-11-20T08:00:00Z'),
        type: 'sent',
        party: 'staff',
        actorName: 'Anna Ahonen',
        ipAddress: '198.51.100.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
        detail: 'e-mail, SMS',
        hash: '1'.repeat(64),
      },
      {
        ...worker,
        occurredAt: new Date('2026-11-20T09:15:02Z'),
        type: 'opened',
        userAgent,
        detail: null,
        hash: '2'.repeat(64),
      },
      {
        ...worker,
        occurredAt: new Date('2026-11-20T09:16:40Z'),
        type: 'code_sent',
        userAgent,
        detail: 'SMS +358 40 *** 67',
        hash: '3'.repeat(64),
      },
      {
        ...worker,
        occurredAt: new Date('2026-11-20T09:17:05Z'),
        type: 'code_verified',
        userAgent,
        detail: null,
        hash: '4'.repeat(64),
      },
      {
        ...worker,
        occurredAt: new Date('2026-11-20T09:18:30Z'),
        type: 'signed',
        userAgent,
        detail: null,
        hash: 'f'.repeat(64),
      },
    ],
  };
}
