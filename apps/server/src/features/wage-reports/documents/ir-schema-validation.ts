import { readFileSync } from 'node:fs';
import { memoryPages, validateXML } from 'xmllint-wasm';

/**
 * Validates Incomes Register XML against the official schemas copied into ./schemas (README there) with
 * xmllint-wasm, as finvoice.test.ts does for Finvoice. The tests and the benchmark use it, and so does the
 * server: every report file is validated before it is stored (decision 0044). The schemas import each other by plain file name,
 * so every file is preloaded into xmllint's in-memory file system next to the one validated against.
 */

export const irSchemaFiles = {
  wageReports: 'WageReportsToIR.xsd',
  payerSummaryReports: 'PayerSummaryReportsToIR.xsd',
  invalidations: 'InvalidationsToIR.xsd',
} as const;
export type IrSchema = keyof typeof irSchemaFiles;

const allFiles = [
  'IRCommonTypes.xsd',
  'InvalidationsToIR.xsd',
  'InvalidationsToIRTypes.xsd',
  'PayerSummaryReportsToIR.xsd',
  'PayerSummaryReportsToIRTypes.xsd',
  'WageReportsToIR.xsd',
  'WageReportsToIRTypes.xsd',
  'xmldsig-core-schema.xsd',
] as const;

let loaded: Map<string, string> | undefined;

function schemaTexts(): Map<string, string> {
  loaded ??= new Map(
    allFiles.map((fileName) => [
      fileName,
      readFileSync(new URL(`./schemas/${fileName}`, import.meta.url), 'utf8'),
    ]),
  );
  return loaded;
}

/** The schema errors of a document (empty when it is valid). */
export async function irSchemaErrors(xml: string, schema: IrSchema): Promise<string[]> {
  const texts = schemaTexts();
  const main = irSchemaFiles[schema];
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: { fileName: main, contents: texts.get(main) ?? '' },
    preload: [...texts]
      .filter(([fileName]) => fileName !== main)
      .map(([fileName, contents]) => ({ fileName, contents })),
    // A delivery of 1,000 reports is a few megabytes: room beyond the default 32 MiB.
    maxMemoryPages: 512 * memoryPages.MiB,
  });
  return result.errors.map((error) => error.rawMessage);
}

/** An official example file copied next to the schemas. */
export function irExampleFile(fileName: string): string {
  return readFileSync(new URL(`./schemas/examples/${fileName}`, import.meta.url), 'utf8');
}
