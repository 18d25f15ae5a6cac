import { formatDayKey, type Locale } from '@portal/domain/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from '../../lib/pdf';
import { contractPdfTexts } from './contract-pdf-texts';

/** What the contract PDF shows: the merged text, the parties and the signature block. */
export type ContractPdfData = {
  contractId: string;
  locale: Locale;
  title: string;
  /** The merged text; a line starting with `#` is a heading, blank lines separate paragraphs. */
  body: string;
  employer: { name: string; businessId: string | null };
  worker: { fullName: string; birthday: string | null };
  /** When the contract was drafted: the PDF's creation date, so the same draft renders the same bytes. */
  createdAt: Date;
};

/** The text as pdfmake blocks: headings for `#` lines, a paragraph per run of other lines. */
export function bodyBlocks(body: string): Content[] {
  const blocks: Content[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ text: paragraph.join('\n'), style: 'clause' });
      paragraph = [];
    }
  };
  for (const line of body.split(/\r?\n/)) {
    const heading = /^#+\s*(.*)$/.exec(line.trim());
    if (heading) {
      flush();
      blocks.push({ text: heading[1] ?? '', style: 'section' });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line.trimEnd());
    }
  }
  flush();
  return blocks;
}

function labelled(rows: readonly [string, string][]): Content {
  return {
    table: {
      widths: [150, '*'],
      body: rows.map(([label, value]) => [{ text: label, style: 'label' }, { text: value || '–' }]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 4],
  };
}

/** The document definition (pure, so the layout can be checked without rendering). */
export function contractDocument(data: ContractPdfData): TDocumentDefinitions {
  const texts = contractPdfTexts[data.locale];
  return {
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 56],
    info: {
      title: data.title,
      subject: `${data.title} – ${data.worker.fullName}`,
      author: data.employer.name,
      creator: 'Henkilöstöportaali',
      producer: 'Henkilöstöportaali',
      creationDate: data.createdAt,
    },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      meta: { fontSize: 9, color: '#444444', margin: [0, 0, 0, 8] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      label: { bold: true },
      clause: { margin: [0, 0, 0, 6] },
      note: { fontSize: 8, color: '#444444', margin: [0, 8, 0, 0] },
    },
    footer: (currentPage, pageCount) => ({
      text: `${texts.reference} ${data.contractId} · ${texts.page} ${currentPage}/${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      color: '#444444',
      margin: [56, 24, 56, 0],
    }),
    content: [
      { text: data.title, style: 'title' },
      { text: `${texts.reference}: ${data.contractId}`, style: 'meta' },
      { text: texts.parties, style: 'section' },
      labelled([
        [texts.employer, data.employer.name],
        [texts.businessId, data.employer.businessId ?? ''],
        [texts.worker, data.worker.fullName],
        [texts.birthday, data.worker.birthday ? formatDayKey(data.worker.birthday) : ''],
      ]),
      ...bodyBlocks(data.body),
      {
        // The signatures stay together on one page.
        unbreakable: true,
        stack: [
          { text: texts.signatures, style: 'section' },
          {
            columns: [
              { stack: ['\n______________________________', texts.employerSignature, data.employer.name] },
              { stack: ['\n______________________________', texts.workerSignature, data.worker.fullName] },
            ],
            columnGap: 24,
            margin: [0, 4, 0, 0],
          },
          { text: texts.electronicNote, style: 'note' },
        ],
      },
    ],
  };
}

export async function renderContractPdf(data: ContractPdfData): Promise<Buffer> {
  return pdfmake.createPdf(contractDocument(data)).getBuffer();
}
