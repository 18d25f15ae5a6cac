import type { Actor } from '@portal/domain/access';
import type { Announcement, AnnouncementValues } from '@portal/domain/announcements';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { findImage } from '../../images/images.api';
import { presentAnnouncement } from '../announcements.presenter';
import {
  findAnnouncement,
  findCampaignWithCities,
  insertAnnouncement,
  softDeleteAnnouncements,
  updateAnnouncementRow,
} from '../announcements.repository';
import {
  type AnnouncementsDependencies,
  announceChange,
  auditSubject,
  todayOf,
} from './announcement-use-case';

/** The cover is one of the account's images and the campaign one of its live campaigns (naming the field). */
async function assertReferences(tx: Executor, accountId: string, values: AnnouncementValues): Promise<void> {
  if (!(await findImage(tx, accountId, values.coverImageId))) {
    throw new DomainError('ANNOUNCEMENT_COVER_IMAGE_REQUIRED', { field: 'coverImageId' });
  }
  if (values.campaignId && !(await findCampaignWithCities(tx, accountId, values.campaignId))) {
    throw new DomainError('NOT_FOUND', { field: 'campaignId' });
  }
}

async function viewOf(tx: Executor, dependencies: AnnouncementsDependencies, accountId: string, id: string) {
  const row = await findAnnouncement(tx, accountId, id);
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  return presentAnnouncement(row, todayOf(dependencies.clock));
}

export function createAnnouncement(
  dependencies: AnnouncementsDependencies,
  { actor, accountId, values }: { actor: Actor; accountId: string; values: AnnouncementValues },
): Promise<Announcement> {
  return dependencies.db.transaction(async (tx) => {
    await assertReferences(tx, accountId, values);
    const row = await insertAnnouncement(tx, {
      accountId,
      values,
      userId: actor.userId,
      at: dependencies.clock.now(),
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: row.id,
      changes: { after: values },
    });
    await announceChange(tx, accountId, row.id, 'created');
    return viewOf(tx, dependencies, accountId, row.id);
  });
}

export function updateAnnouncement(
  dependencies: AnnouncementsDependencies,
  input: { actor: Actor; accountId: string; announcementId: string; values: AnnouncementValues },
): Promise<Announcement> {
  const { actor, accountId, announcementId, values } = input;
  return dependencies.db.transaction(async (tx) => {
    const before = await findAnnouncement(tx, accountId, announcementId);
    if (!before) {
      throw new DomainError('NOT_FOUND');
    }
    await assertReferences(tx, accountId, values);
    await updateAnnouncementRow(tx, {
      accountId,
      id: announcementId,
      values,
      userId: actor.userId,
      at: dependencies.clock.now(),
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'update',
      subject: auditSubject,
      subjectId: announcementId,
      changes: { before: presentAnnouncement(before, todayOf(dependencies.clock)), after: values },
    });
    await announceChange(tx, accountId, announcementId, 'updated');
    return viewOf(tx, dependencies, accountId, announcementId);
  });
}

/** Deletes several at once; ids of other accounts or already deleted ones are left out of the answer. */
export function deleteAnnouncements(
  dependencies: AnnouncementsDependencies,
  { actor, accountId, ids }: { actor: Actor; accountId: string; ids: string[] },
): Promise<{ deleted: string[] }> {
  return dependencies.db.transaction(async (tx) => {
    const deleted = await softDeleteAnnouncements(tx, { accountId, ids, at: dependencies.clock.now() });
    for (const id of deleted) {
      await recordAudit(tx, {
        actorId: actor.userId,
        accountId,
        action: 'delete',
        subject: auditSubject,
        subjectId: id,
      });
      await announceChange(tx, accountId, id, 'deleted');
    }
    return { deleted };
  });
}
