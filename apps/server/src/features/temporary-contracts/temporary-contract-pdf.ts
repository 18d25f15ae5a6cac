import { formatDate, formatDayKey } from '@portal/domain/shared';
import type { CreateTemporaryContractInput, WrittenContractChoice } from '@portal/domain/temporary-contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from '../../lib/pdf';
import type { DocumentSealer } from '../../lib/pdf-seal/document-sealer';

/** Everything the PDF shows: the parties, the work place and the contract's terms. */
export type TemporaryContractPdfData = {
  contract: Omit<CreateTemporaryContractInput, 'accountId' | 'areaId'>;
  employer: { accountName: string; organizationName: string; businessId: string | null };
  worker: {
    fullName: string;
    birthday: string | null;
    email: string;
    mobile: string | null;
    addressCity: string | null;
  };
  area: {
    name: string;
    streetAddress: string | null;
    postcode: string | null;
    city: string | null;
    region: string | null;
  };
  createdAt: Date;
};

const writtenContractTexts: Record<WrittenContractChoice, string> = {
  existing:
    'Työntekijällä on voimassa oleva kirjallinen työsopimus. Tämä asiakirja täydentää sitä tämän määräaikaisen työn osalta.',
  new: 'Tästä työstä laaditaan uusi kirjallinen työsopimus, jonka sopijapuolet allekirjoittavat ennen työn alkamista.',
  none: 'Erillistä kirjallista työsopimusta ei laadita. Tämä asiakirja on työnantajan kirjallinen selvitys työn keskeisistä ehdoista (työsopimuslaki 2 luku 4 §).',
};

function joined(parts: readonly (string | null | undefined)[], separator = ', '): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(separator);
}

function labelled(rows: readonly [string, string][]): Content {
  return {
    table: {
      widths: [150, '*'],
      body: rows.map(([label, value]) => [
        { text: label, style: 'label' },
        { text: value === '' ? '–' : value },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 4],
  };
}

function section(title: string, ...content: Content[]): Content[] {
  return [{ text: title, style: 'section' }, ...content];
}

/** The PDF's content in Finnish, dates DD.MM.YYYY (pure: the layout can be checked without rendering). */
export function temporaryContractDocument(data: TemporaryContractPdfData): TDocumentDefinitions {
  const { contract, employer, worker, area } = data;
  const period = `${formatDayKey(contract.startDate)} – ${formatDayKey(contract.endDate)}`;
  return {
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 56],
    info: {
      title: `Määräaikainen työsopimus – ${worker.fullName}`,
      subject: `Määräaikainen työsopimus ${period}, ${area.name}`,
      author: employer.accountName,
      creator: 'Henkilöstöportaali',
      producer: 'Henkilöstöportaali',
    },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      meta: { fontSize: 9, color: '#444444', margin: [0, 0, 0, 8] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      label: { bold: true },
      clause: { margin: [0, 0, 0, 6] },
    },
    footer: (currentPage, pageCount) => ({
      text: `Asiakirjan tunniste ${contract.documentId} · sivu ${currentPage}/${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      color: '#444444',
      margin: [56, 24, 56, 0],
    }),
    content: [
      { text: 'Määräaikainen työsopimus', style: 'title' },
      {
        text: `Asiakirjan tunniste: ${contract.documentId} · Laadittu ${formatDate(data.createdAt)}`,
        style: 'meta',
      },
      ...section(
        '1. Sopijapuolet',
        labelled([
          ['Työnantaja', joined([employer.accountName, employer.organizationName])],
          ['Y-tunnus', employer.businessId ?? ''],
          ['Työntekijä', worker.fullName],
          ['Syntymäaika', worker.birthday ? formatDayKey(worker.birthday) : ''],
          ['Sähköposti', worker.email],
          ['Matkapuhelin', worker.mobile ?? ''],
          ['Kotikunta', worker.addressCity ?? ''],
        ]),
      ),
      ...section(
        '2. Työkohde',
        labelled([
          ['Työkohde', area.name],
          ['Osoite', joined([area.streetAddress, joined([area.postcode, area.city], ' '), area.region])],
          ['Asiakassopimus', contract.contract],
          ['Työntekopaikka', contract.locationText],
        ]),
      ),
      ...section(
        '3. Sopimuskausi',
        labelled([
          ['Alkaa', formatDayKey(contract.startDate)],
          ['Päättyy', formatDayKey(contract.endDate)],
        ]),
        {
          text:
            `Työsuhde on voimassa määräajan ${period}. Määräaikainen työsopimus päättyy sopimuskauden ` +
            'päättyessä ilman irtisanomista (työsopimuslaki 1 luku 3 §).',
          style: 'clause',
        },
      ),
      ...section('4. Palkka', { text: contract.salaryText, style: 'clause' }),
      ...section('5. Kirjallinen työsopimus', {
        text: writtenContractTexts[contract.writtenContract],
        style: 'clause',
      }),
      ...section('6. Muut ehdot', {
        text:
          'Työsuhteessa noudatetaan työnantajaa sitovaa työehtosopimusta ja työsopimuslakia. Vuokratyössä ' +
          'työntekijän vähimmäisehdot määräytyvät työsopimuslain 2 luvun 9 §:n mukaan.',
        style: 'clause',
      }),
      {
        // The signatures stay together on one page.
        unbreakable: true,
        stack: section('7. Allekirjoitukset', {
          columns: [
            { stack: ['Paikka ja aika', '\n______________________________', 'Työnantajan edustaja'] },
            { stack: ['Paikka ja aika', '\n______________________________', worker.fullName] },
          ],
          columnGap: 24,
          margin: [0, 4, 0, 0],
        }),
      },
    ],
  };
}

/** Renders the temporary contract as a PDF. */
export async function renderTemporaryContractPdf(data: TemporaryContractPdfData): Promise<Buffer> {
  return pdfmake.createPdf(temporaryContractDocument(data)).getBuffer();
}

/**
 * The temporary contract as it is stored: rendered, then sealed with the platform certificate as issued
 * by the employer (the same pipeline as a signed employment contract, decision 0046), so a reader shows
 * who issued it and that it has not been changed since.
 */
export async function renderIssuedTemporaryContractPdf(
  data: TemporaryContractPdfData,
  sealer: DocumentSealer,
): Promise<Buffer> {
  const rendered = await renderTemporaryContractPdf(data);
  const sealed = await sealer.seal(rendered, {
    signerName: data.employer.accountName,
    reason: `Issued by ${data.employer.accountName}`,
    location: 'Finland',
    signingTime: data.createdAt,
  });
  return Buffer.from(sealed);
}
