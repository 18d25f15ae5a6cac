import { createHash } from 'node:crypto';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { insertDocument } from '../../documents/documents.api';
import { renderContractPdf } from '../contract-pdf';
import { findStoredPdf, findStoredPdfBySha } from '../contract-signing.repository';
import {
  type EmploymentContractRow,
  findContractWorker,
  findEmployer,
} from '../employment-contracts.repository';

export const contractDocumentKind = 'employment-contract';
export const signedContractDocumentKind = 'employment-contract-signed';

export function sha256Of(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** A file name people can save: the title without characters file systems refuse. */
export function contractFileName(contract: Pick<EmploymentContractRow, 'title'>, suffix = ''): string {
  const printable = [...contract.title].map((character) => (character < ' ' ? ' ' : character)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'contract';
  return `${base}${suffix}.pdf`;
}

/** Renders the contract's PDF from its merged text and the parties as they now are. */
export async function renderDraftPdf(executor: Executor, contract: EmploymentContractRow): Promise<Buffer> {
  const [worker, employer] = await Promise.all([
    findContractWorker(executor, contract.accountId, contract.workerId),
    findEmployer(executor, contract.accountId),
  ]);
  return renderContractPdf({
    contractId: contract.id,
    locale: contract.locale,
    title: contract.title,
    body: contract.body,
    employer: { name: employer.name, businessId: employer.businessId },
    worker: { fullName: worker?.fullName ?? '', birthday: worker?.birthday ?? null },
    createdAt: contract.createdAt,
  });
}

/**
 * Stores the PDF the worker will be shown (documents feature) and answers its SHA-256: from then on the
 * worker, the staff and the seal all read exactly these bytes, never a re-rendering.
 */
export async function storeOriginalPdf(
  executor: Executor,
  contract: EmploymentContractRow,
  createdBy: string | null,
  at: Date,
): Promise<{ pdf: Buffer; sha256: string }> {
  const pdf = await renderDraftPdf(executor, contract);
  await insertDocument(executor, {
    accountId: contract.accountId,
    ownerUserId: contract.workerId,
    kind: contractDocumentKind,
    fileName: contractFileName(contract),
    contentType: 'application/pdf',
    content: pdf,
    createdBy: createdBy ?? contract.createdBy ?? contract.workerId,
    createdAt: at,
  });
  return { pdf, sha256: sha256Of(pdf) };
}

/** The PDF sent to the worker (stored at sending), or the draft rendered now when not yet sent. */
export async function currentPdf(executor: Executor, contract: EmploymentContractRow): Promise<Buffer> {
  if (!contract.originalSha256) {
    return renderDraftPdf(executor, contract);
  }
  const stored = await findStoredPdfBySha(executor, contract.accountId, contract.originalSha256);
  if (!stored) {
    throw new Error(`the sent PDF of contract ${contract.id} is missing`);
  }
  return stored.content;
}

/** The signed (sealed) PDF; CONTRACT_NOT_SIGNED (404) until the worker has signed. */
export async function signedPdf(executor: Executor, contract: EmploymentContractRow): Promise<Buffer> {
  if (!contract.signedDocumentId) {
    throw new DomainError('CONTRACT_NOT_SIGNED');
  }
  const stored = await findStoredPdf(executor, contract.signedDocumentId);
  if (!stored) {
    throw new DomainError('CONTRACT_NOT_SIGNED');
  }
  return stored.content;
}
