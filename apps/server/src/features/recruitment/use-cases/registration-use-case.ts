import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { hashToken } from '../../../lib/tokens';
import { findPublicJobAdRow, type PublicJobAdRow } from '../../job-ads/job-ads.api';

export type RecruitmentDependencies = { db: Database; clock: Clock; publicUrl: string };

export const minute = 60_000;

/** A code is stored bound to its e-mail, so a hash copied to another address matches nothing. */
export function registrationCodeHash(email: string, code: string): string {
  return hashToken(`${email}:${code}`);
}

/** The listed ad (published, not expired) an applicant registers to; 404 for drafts, deleted, expired. */
export async function listedAd(executor: Executor, clock: Clock, id: string): Promise<PublicJobAdRow> {
  const ad = await findPublicJobAdRow(executor, helsinkiDayKey(clock.now()), id);
  if (!ad) {
    throw new DomainError('NOT_FOUND');
  }
  return ad;
}
