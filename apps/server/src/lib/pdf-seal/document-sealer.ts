/**
 * Seals a finished PDF with a standard digital signature (PKCS#7 / PAdES) made with the employer's
 * certificate, so any standard verifier (poppler's `pdfsig`, Adobe Reader) shows the document as signed
 * and unmodified, and a changed copy as broken. The built-in implementation signs with a configured or
 * generated certificate; an external e-signature service may seal on its side instead.
 */
export interface SealDetails {
  /** Who the signature is made for (the employer's name), shown by PDF readers. */
  signerName: string;
  /** Why it is signed, e.g. "Employment contract signed electronically". */
  reason: string;
  location: string;
  /** The contact information readers show (the employer's e-mail or site). */
  contactInfo?: string;
  /** When the signature is made (the signing time inside it); now unless given (a test clock gives it). */
  signingTime?: Date;
}

export interface DocumentSealer {
  seal(pdf: Uint8Array, details: SealDetails): Promise<Uint8Array>;
}

/** One line of a contract's audit trail, as printed on the signed PDF's audit page. */
export interface AuditTrailEntry {
  occurredAt: Date;
  type: string;
  party: 'worker' | 'staff' | 'system';
  actorName: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** A short description in the audit page's language (e.g. "Code confirmed by SMS to +358 40 *** 67"). */
  detail: string | null;
  hash: string;
}

/** What the audit page shows about a signed contract (domain-rules §7). */
export interface ContractAudit {
  locale: 'fi' | 'en' | 'de' | 'fr' | 'pt';
  contractId: string;
  title: string;
  employerName: string;
  workerName: string;
  /** SHA-256 (hex) of the PDF the worker was shown. */
  originalSha256: string;
  entries: AuditTrailEntry[];
}
