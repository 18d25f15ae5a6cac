import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What poppler's `pdfsig` says about a PDF's signatures. */
export type PdfsigReport = {
  text: string;
  /** Every signature reported "Signature is Valid." and at least one exists. */
  valid: boolean;
  /** A signature covers the whole file ("Total document signed"). */
  wholeDocument: boolean;
  /** The signer certificate's common names, in order. */
  commonNames: string[];
};

/**
 * Verifies a PDF with the standard verifier CI installs (/usr/bin/pdfsig). Some versions exit 0 even for
 * a broken signature, so the report is read from the text, never from the exit code.
 */
export async function pdfsig(pdf: Uint8Array): Promise<PdfsigReport> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pdfsig-'));
  const file = path.join(directory, 'document.pdf');
  try {
    await writeFile(file, pdf);
    const text = await run('/usr/bin/pdfsig', [file]).then(
      (result) => result.stdout,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    const verdicts = [...text.matchAll(/Signature Validation: (.+)/g)].map((match) => match[1]?.trim());
    return {
      text,
      valid: verdicts.length > 0 && verdicts.every((verdict) => verdict === 'Signature is Valid.'),
      wholeDocument: text.includes('Total document signed'),
      commonNames: [...text.matchAll(/Signer Certificate Common Name: (.+)/g)].map((match) =>
        (match[1] ?? '').trim(),
      ),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
