import { formatDate } from '@portal/domain/shared';
import { PDFDocument } from 'pdf-lib';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from '../pdf';
import { type AuditPageTexts, auditPageTexts } from './audit-page-texts';
import type { AuditTrailEntry, ContractAudit } from './document-sealer';

// Seconds matter in an audit trail; the shared helpers stop at minutes.
const helsinkiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 2026-11-28 19:10:48 (UTC, sortable, what a verifier compares with server logs). */
export function formatUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace('T', ' ')}`;
}

/** 28.11.2026 21:10:48 in Europe/Helsinki, what the worker saw on their clock. */
export function formatHelsinki(instant: Date): string {
  return `${formatDate(instant)} ${helsinkiClock.format(instant)}`;
}

function orDash(value: string | null): string {
  return value === null || value.trim() === '' ? '–' : value;
}

function entryRows(entry: AuditTrailEntry, texts: AuditPageTexts): TableCell[][] {
  return [
    [
      formatUtc(entry.occurredAt),
      formatHelsinki(entry.occurredAt),
      texts.events[entry.type] ?? entry.type,
      texts.parties[entry.party] ?? entry.party,
      orDash(entry.actorName),
      orDash(entry.ipAddress),
      orDash(entry.userAgent),
      orDash(entry.detail),
    ],
    [{ text: `${texts.hash}: ${entry.hash}`, colSpan: 8, style: 'hash' }, '', '', '', '', '', '', ''],
  ];
}

// Rows: the header, then two per entry (its fields, its hash); a line under the header and between
// entries only, so each hash reads as part of the entry above it.
const entryLines = {
  hLineWidth: (line: number, node: { table: { body: unknown[] } }) =>
    line === 1 ? 1 : line > 1 && (line % 2 === 1 || line === node.table.body.length) ? 0.5 : 0,
  vLineWidth: () => 0,
  hLineColor: () => '#888888',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: (row: number) => (row > 0 && row % 2 === 0 ? 0 : 3),
  paddingBottom: () => 3,
};

function summary(audit: ContractAudit, texts: AuditPageTexts): Content {
  const rows: [string, string][] = [
    [texts.contract, audit.title],
    [texts.contractId, audit.contractId],
    [texts.employer, audit.employerName],
    [texts.worker, audit.workerName],
    [texts.originalSha256, audit.originalSha256],
  ];
  return {
    table: {
      widths: [190, '*'],
      body: rows.map(([label, value]) => [{ text: label, style: 'label' }, { text: value }]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

/** The audit page's content in the audit's language (pure: the layout can be checked without rendering). */
export function auditPageDocument(audit: ContractAudit): TDocumentDefinitions {
  const texts = auditPageTexts[audit.locale];
  const header = [
    texts.utcTime,
    texts.helsinkiTime,
    texts.event,
    texts.party,
    texts.name,
    texts.ipAddress,
    texts.userAgent,
    texts.detail,
  ].map((text): TableCell => ({ text, style: 'label' }));
  return {
    pageSize: 'A4',
    // Landscape: the trail has eight columns and 64-character hashes.
    pageOrientation: 'landscape',
    pageMargins: [40, 40, 40, 48],
    info: { title: `${texts.title} – ${audit.title}`, creator: 'Portal e-signature' },
    defaultStyle: { font: 'Roboto', fontSize: 8, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
      section: { fontSize: 11, bold: true, margin: [0, 4, 0, 4] },
      label: { bold: true },
      hash: { fontSize: 7, color: '#444444' },
      note: { fontSize: 9, margin: [0, 12, 0, 0] },
    },
    footer: (currentPage, pageCount) => ({
      text: `${texts.title} · ${audit.contractId} · ${texts.page} ${currentPage}/${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      color: '#444444',
      margin: [40, 20, 40, 0],
    }),
    content: [
      { text: texts.title, style: 'title' },
      summary(audit, texts),
      { text: texts.trail, style: 'section' },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [66, 72, 74, 52, 80, 62, '*', 130],
          body: [header, ...audit.entries.flatMap((entry) => entryRows(entry, texts))],
        },
        layout: entryLines,
      },
      { text: texts.finalNote, style: 'note' },
    ],
  };
}

/**
 * Appends the audit page(s) to the contract: rendered with pdfmake (Roboto: ä, ö, å print), then copied
 * page by page after the contract's own pages with pdf-lib, so the contract's pages stay as they were.
 */
export async function appendAuditPage(pdf: Uint8Array, audit: ContractAudit): Promise<Uint8Array> {
  const auditPdf = await pdfmake.createPdf(auditPageDocument(audit)).getBuffer();
  // updateMetadata off: the contract keeps its own title, author and dates.
  const contract = await PDFDocument.load(pdf, { updateMetadata: false });
  const auditDocument = await PDFDocument.load(auditPdf);
  const pages = await contract.copyPages(auditDocument, auditDocument.getPageIndices());
  for (const page of pages) {
    contract.addPage(page);
  }
  return contract.save({ useObjectStreams: false });
}
