import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfsig } from '../../testing/pdfsig';
import { testDocumentSealer } from '../../testing/test-sealing-certificate';

async function plainPdf(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText(text, { x: 50, y: 700, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

describe('the certificate sealer', () => {
  it('signs a PDF so pdfsig reports the whole document signed and valid', async () => {
    const sealed = await testDocumentSealer().seal(await plainPdf('Employment contract'), {
      signerName: 'Hoivapalvelu Oy',
      reason: 'Employment contract signed electronically',
      location: 'Helsinki',
    });
    const report = await pdfsig(sealed);
    expect(report.valid).toBe(true);
    expect(report.wholeDocument).toBe(true);
  });

  it('seals one document after another with the same sealer', async () => {
    const sealer = testDocumentSealer();
    const details = {
      signerName: 'Hoivapalvelu Oy',
      reason: 'Issued by Hoivapalvelu Oy',
      location: 'Finland',
    };
    for (const text of ['First contract', 'Second contract', 'Third contract']) {
      expect((await pdfsig(await sealer.seal(await plainPdf(text), details))).valid, text).toBe(true);
    }
  });
});
