import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { findGig, updateGig } from '../gigs.repository';
import { type GigsServiceDependencies, wholeAccount } from './gig-use-case';

export type DeleteGigTemplateOptions = { actor: Actor; accountId: string; templateId: string };

/** A saved gig form removed (soft). */
export async function deleteGigTemplate(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, templateId }: DeleteGigTemplateOptions,
): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const template = await findGig(tx, wholeAccount(accountId), templateId, {
      template: true,
      forUpdate: true,
    });
    if (!template) {
      throw new DomainError('NOT_FOUND', { id: templateId });
    }
    const at = clock.now();
    await updateGig(tx, templateId, { status: 'deleted', deletedAt: at, updatedAt: at });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'delete',
      subject: 'Gig',
      subjectId: templateId,
      changes: { before: { templateName: template.templateName } },
    });
    await publishChange(tx, { accountId, subject: 'Gig', id: templateId, action: 'deleted' });
    return { deleted: true } as const;
  });
}
