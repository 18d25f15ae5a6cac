import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { auditFixture, contractFixturePdf } from './audit-fixtures';
import { appendAuditPage, formatHelsinki, formatUtc } from './audit-page';

async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document);
  return text.map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' '));
}

describe('the audit page', () => {
  it('comes after the contract’s own page, which stays as it was', async () => {
    const original = await contractFixturePdf();
    const withAudit = await appendAuditPage(original, auditFixture('fi'));
    const pages = await pagesText(withAudit);
    expect((await PDFDocument.load(withAudit)).getPageCount()).toBe(2);
    expect(pages[0]).toContain('Työsopimus – Säde Öhman');
    expect(pages[1]).toContain('Allekirjoituksen tarkastussivu');
  });

  it('prints in Finnish the shown PDF’s SHA-256, the worker with ä and ö, every entry’s IP, user agent and hash', async () => {
    const audit = auditFixture('fi');
    const [, page] = await pagesText(await appendAuditPage(await contractFixturePdf(), audit));
    expect(page).toContain('Työntekijälle näytetyn PDF:n SHA-256');
    expect(page).toContain(audit.originalSha256);
    expect(page).toContain('Säde Öhman');
    expect(page).toContain('Hoivapalvelu Pohjola Oy');
    expect(page).toContain(audit.contractId);
    expect(page).toContain('203.0.113.45');
    expect(page).toContain('198.51.100.7');
    expect(page).toContain('iPhone');
    expect(page).toContain('SMS +358 40 *** 67');
    expect(page).toContain('Kertakoodi vahvistettu');
    expect(page).toContain('Allekirjoitettu');
    expect(page).toContain('f'.repeat(64));
    expect(page).toContain('Portaali tallentaa allekirjoitetun lopullisen tiedoston SHA-256-tiivisteen');
  });

  it('prints in English, with UTC and Helsinki times of each entry', async () => {
    const audit = auditFixture('en');
    const [, page] = await pagesText(await appendAuditPage(await contractFixturePdf(), audit));
    expect(page).toContain('Signature audit page');
    expect(page).toContain('SHA-256 of the PDF shown to the worker');
    expect(page).toContain(audit.originalSha256);
    expect(page).toContain('Säde Öhman');
    expect(page).toContain('203.0.113.45');
    expect(page).toContain('One-time code confirmed');
    // 09:18:30 UTC is 11:18:30 in Helsinki in November.
    expect(page).toContain('2026-11-20 09:18:30');
    expect(page).toContain('20.11.2026 11:18:30');
    expect(page).toContain('The portal records the SHA-256 of the final signed file');
  });

  it('prints an event type it has no words for as it is', async () => {
    const audit = auditFixture('de');
    const [sent] = audit.entries;
    audit.entries = sent ? [{ ...sent, type: 'custom_step' }] : [];
    const [, page] = await pagesText(await appendAuditPage(await contractFixturePdf(), audit));
    expect(page).toContain('Prüfprotokoll der Unterschrift');
    expect(page).toContain('custom_step');
  });

  it('formats times in UTC and in Helsinki summer time', () => {
    const instant = new Date('2026-07-01T21:30:05Z');
    expect(formatUtc(instant)).toBe('2026-07-01 21:30:05');
    expect(formatHelsinki(instant)).toBe('02.07.2026 00:30:05');
  });
});
