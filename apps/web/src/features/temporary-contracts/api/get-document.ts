import { buildPath } from '@portal/domain/shared';
import { documentDownloadPath } from '@portal/domain/temporary-contracts';
import { getApiFile } from '@/lib/api-file';

/** A stored document (a contract PDF) as a Blob. */
export function getDocument(accountId: string, documentId: string): Promise<Blob> {
  return getApiFile(buildPath(documentDownloadPath, { accountId, documentId }));
}
