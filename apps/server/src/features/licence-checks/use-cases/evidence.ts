import type { Actor } from '@portal/domain/access';
import { checkUpload, detectUploadType } from '@portal/domain/document-requests';
import type { LicenceCheck } from '@portal/domain/licence-checks';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { presentCheck } from '../licence-checks.presenter';
import { findCheck, findWorkerChecks, setEvidence } from '../licence-checks.repository';
import { auditSubject, type CheckIds, type LicenceChecksDependencies } from './licence-check-use-case';

/** The storage folder of the evidence files (decision 0045's file storage). */
const evidencePrefix = 'licence-checks';

/**
 * Stores a screenshot or PDF of the register page as the check's evidence, with the same content checks
 * as the document requests' uploads (PDF, JPEG, PNG or HEIC by content, at most 10 MB). A new file
 * replaces the earlier one.
 */
export async function attachEvidence(
  { db, files }: LicenceChecksDependencies,
  { actor, ids, name, content }: { actor: Actor; ids: CheckIds; name: string; content: Buffer },
): Promise<LicenceCheck> {
  const checked = checkUpload(content);
  if ('problem' in checked) {
    throw new DomainError(checked.problem);
  }
  const existing = await findCheck(db, ids);
  if (!existing) {
    throw new DomainError('NOT_FOUND', { id: ids.checkId });
  }
  const evidenceKey = await files.put(evidencePrefix, content);
  let saved: Awaited<ReturnType<typeof findWorkerChecks>>[number] | undefined;
  try {
    saved = await db.transaction(async (tx) => {
      const updated = await setEvidence(tx, ids.checkId, { evidenceKey, evidenceName: name });
      await recordAudit(tx, {
        actorId: actor.userId,
        accountId: ids.accountId,
        action: 'attach-evidence',
        subject: auditSubject,
        subjectId: ids.checkId,
        changes: {
          after: { evidenceName: name, contentType: checked.contentType, sizeBytes: content.length },
        },
      });
      return (await findWorkerChecks(tx, ids.accountId, ids.workerId)).find((row) => row.id === updated.id);
    });
  } catch (error) {
    await files.delete(evidenceKey);
    throw error;
  }
  if (existing.evidenceKey) {
    await files.delete(existing.evidenceKey);
  }
  if (!saved) {
    throw new DomainError('NOT_FOUND', { id: ids.checkId });
  }
  return presentCheck(saved);
}

/**
 * The evidence file of a check of the account, or NOT_FOUND. Its type is read again from its first bytes
 * (the table keeps no content type); the file is at most 10 MB, so it is read whole.
 */
export async function openEvidence({ db, files }: LicenceChecksDependencies, ids: CheckIds) {
  const check = await findCheck(db, ids);
  const stream = check?.evidenceKey ? await files.get(check.evidenceKey) : null;
  if (!check || !stream) {
    throw new DomainError('NOT_FOUND');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  const content = Buffer.concat(chunks);
  return {
    content,
    name: check.evidenceName ?? 'evidence',
    contentType: detectUploadType(content) ?? 'application/octet-stream',
  };
}
