import {
  contractSigningPdfPath,
  contractSigningSignedPdfPath,
  employmentContractPdfPath,
} from '@portal/domain/employment-contracts';
import { buildPath } from '@portal/domain/shared';
import { ApiError } from '@/lib/api-error';
import { getApiFile } from '@/lib/api-file';

/** The contract's PDF for staff: the current text (a draft's preview) or the signed copy. */
export function getEmploymentContractPdf(
  accountId: string,
  contractId: string,
  version: 'current' | 'signed' = 'current',
): Promise<Blob> {
  const path = buildPath(employmentContractPdfPath, { accountId, contractId });
  return getApiFile(version === 'signed' ? `${path}?version=signed` : path);
}

/** A file through the signing link: no session is sent (the link's secret is the only key). */
async function getPublicFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new ApiError('INTERNAL', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new ApiError(body?.code ?? 'INTERNAL', response.status);
  }
  return response.blob();
}

/** The contract to read (the server records that the worker opened it). */
export const getSigningPdf = (token: string) => getPublicFile(buildPath(contractSigningPdfPath, { token }));

/** The signed copy, once signed. */
export const getSignedSigningPdf = (token: string) =>
  getPublicFile(buildPath(contractSigningSignedPdfPath, { token }));
