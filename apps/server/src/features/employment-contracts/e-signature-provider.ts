import type { ContractStatus } from '@portal/domain/employment-contracts';
import type { EmploymentContractRow } from './employment-contracts.repository';

/**
 * Where a contract is signed (decision 0047). The built-in provider is the portal itself: its own link,
 * one-time codes, audit trail and certificate seal. An external e-signature service implements the same
 * three calls; the contract then keeps `externalProvider` and `externalId`, and the portal asks the
 * service for the status and the signed PDF instead of running its own signing pages.
 */
export interface ESignatureProvider {
  /** The name stored in `externalProvider`; `built-in` is never stored. */
  readonly name: string;
  /** Hands the contract's PDF to the service; `externalId` null means the portal signs it itself. */
  send(request: {
    contract: EmploymentContractRow;
    pdf: Uint8Array;
    signer: { fullName: string; email: string; mobile: string | null };
    expiresAt: Date;
  }): Promise<{ externalId: string | null }>;
  /** The status the service reports (the built-in one answers the stored status). */
  status(contract: EmploymentContractRow): Promise<ContractStatus>;
  /** The signed PDF from the service, or null when the portal keeps it (built-in) or none exists yet. */
  fetchSignedPdf(contract: EmploymentContractRow): Promise<Uint8Array | null>;
}

/** The default: the portal signs with its own pages and seal; nothing leaves the portal. */
export const builtInSignatureProvider: ESignatureProvider = {
  name: 'built-in',
  send: async () => ({ externalId: null }),
  status: async (contract) => contract.status,
  fetchSignedPdf: async () => null,
};
