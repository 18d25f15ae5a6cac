import { createHash } from 'node:crypto';
import { appendAuditPage } from './audit-page';
import type { ContractAudit, DocumentSealer, SealDetails } from './document-sealer';

/** SHA-256 of a file as lowercase hex, as the portal records and the audit page prints it. */
export function sha256Hex(file: Uint8Array): string {
  return createHash('sha256').update(file).digest('hex');
}

/**
 * The signed contract as the portal stores it (decision 0046): the PDF the worker was shown, its audit
 * page(s) appended, sealed with the platform certificate, and the SHA-256 of that final file (recorded
 * as the contract's signed hash). Any change after this, even to the audit page, breaks the seal.
 */
export async function sealSignedContract(options: {
  original: Uint8Array;
  audit: ContractAudit;
  sealer: DocumentSealer;
  details: SealDetails;
}): Promise<{ pdf: Uint8Array; sha256: string }> {
  const withAudit = await appendAuditPage(options.original, options.audit);
  const pdf = await options.sealer.seal(withAudit, options.details);
  return { pdf, sha256: sha256Hex(pdf) };
}
