import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { DocumentSealer, SealDetails } from './document-sealer';
import type { SealingCertificate } from './sealing-certificate';

/**
 * The built-in sealer (decision 0046): an invisible signature field with the PAdES baseline sub-filter
 * `ETSI.CAdES.detached`, a CMS signature over the whole file (SHA-256) with the platform's certificate.
 * pdf-lib writes the placeholder; the file is saved without object streams so signpdf can find and fill
 * the byte range. Readers and `pdfsig` show the document as signed and unmodified, a changed copy as broken.
 */
export function createCertificateSealer(certificate: SealingCertificate): DocumentSealer {
  const signPdf = new SignPdf();
  return {
    async seal(pdf: Uint8Array, details: SealDetails): Promise<Uint8Array> {
      const signingTime = details.signingTime ?? new Date();
      // updateMetadata off: the document keeps its own producer and dates.
      const document = await PDFDocument.load(pdf, { updateMetadata: false });
      pdflibAddPlaceholder({
        pdfDoc: document,
        reason: details.reason,
        contactInfo: details.contactInfo ?? '',
        name: details.signerName,
        location: details.location,
        signingTime,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
        appName: 'Portal e-signature',
      });
      const prepared = await document.save({ useObjectStreams: false });
      // A signer per seal: P12Signer reads its P12 from a forge buffer that the first signature consumes.
      const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
      const signed = await signPdf.sign(Buffer.from(prepared), signer, signingTime);
      return new Uint8Array(signed);
    },
  };
}
