import type { Actor } from '@portal/domain/access';
import type { CreateGigTemplateInput, GigTemplate } from '@portal/domain/gigs';
import { gigAreaFieldsOf } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { presentGigTemplate } from '../gigs.presenter';
import { findAreaOfAccount, findGig, type GigRow, insertGig } from '../gigs.repository';
import { boostOf, type GigsServiceDependencies, wholeAccount } from './gig-use-case';

export type CreateGigTemplateOptions = { actor: Actor; accountId: string; input: CreateGigTemplateInput };

/** The gig form saved under a name: its fields and its shifts as times of day. */
export async function createGigTemplate(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, input }: CreateGigTemplateOptions,
): Promise<GigTemplate> {
  return db.transaction(async (tx) => {
    const area = await findAreaOfAccount(tx, accountId, input.areaId);
    if (!area) {
      throw new DomainError('GIG_AREA_REQUIRED', { field: 'areaId' });
    }
    const at = clock.now();
    const templateId = await insertGig(tx, {
      accountId,
      areaId: input.areaId,
      title: input.title,
      status: 'draft',
      isTemplate: true,
      templateName: input.templateName,
      templateShifts: input.shifts,
      roleType: input.roleType,
      requirements: input.requirements,
      ...gigAreaFieldsOf(input, area),
      ...boostOf(input),
      createdBy: actor.userId,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: 'Gig',
      subjectId: templateId,
      changes: { after: { templateName: input.templateName, areaId: input.areaId } },
    });
    await publishChange(tx, { accountId, subject: 'Gig', id: templateId, action: 'created' });
    const template = await findGig(tx, wholeAccount(accountId), templateId, { template: true });
    return presentGigTemplate(template as GigRow);
  });
}
