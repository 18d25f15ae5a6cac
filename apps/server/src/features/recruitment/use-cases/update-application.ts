import type { Actor } from '@portal/domain/access';
import {
  type ApplicationUpdated,
  type ApplicationUpdateValues,
  applicationUpdatedMessage,
} from '@portal/domain/recruitment';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { updateApplicantProfile } from '../../workers/workers.api';
import { findRecruiters, updateApplicationFields } from '../applications.repository';
import { lockedStep } from './application-step';
import { type ApplicationsDependencies, isUniqueViolation } from './application-use-case';
import { getApplication } from './read-applications';

/**
 * Saves a recruiter's edit: the applicant's own fields through the workers API (its table), the
 * application's fields and recruiter here. 'Email is already in use' (EMAIL_IN_USE) when another user
 * has the address; APPLICATION_RECRUITER_INVALID when the recruiter is not an admin or agent of the
 * account. Answers the saved application and the 'Application updated' message key.
 */
export async function updateApplication(
  { db, clock }: ApplicationsDependencies,
  actor: Actor,
  accountId: string,
  applicantId: string,
  input: ApplicationUpdateValues,
): Promise<ApplicationUpdated> {
  const {
    assignedTo,
    gender,
    permits,
    languages,
    drivingLicence,
    hasCar,
    degree,
    studyType,
    credits,
    ...profile
  } = input;
  const at = clock.now();
  try {
    await db.transaction(async (tx) => {
      await lockedStep(tx, accountId, applicantId);
      if (
        assignedTo !== null &&
        !(await findRecruiters(tx, accountId)).some((row) => row.id === assignedTo)
      ) {
        throw new DomainError('APPLICATION_RECRUITER_INVALID', { field: 'assignedTo' });
      }
      if (!(await updateApplicantProfile(tx, { accountId, userId: applicantId, at }, profile))) {
        throw new DomainError('EMAIL_IN_USE', { field: 'email' });
      }
      await updateApplicationFields(tx, applicantId, {
        gender,
        permits,
        languages,
        drivingLicence,
        hasCar,
        degree,
        studyType,
        credits,
        assignedTo,
        updatedAt: at,
      });
      // Which fields, never their values: the e-mail, phone and birthday are personal data.
      await recordAudit(tx, {
        actorId: actor.userId,
        accountId,
        action: 'update',
        subject: 'WorkerApplication',
        subjectId: applicantId,
        changes: { fields: Object.keys(input).sort(), assignedTo },
      });
      await publishChange(tx, { accountId, subject: 'Application', id: applicantId, action: 'updated' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError('EMAIL_IN_USE', { field: 'email' });
    }
    throw error;
  }
  return {
    application: await getApplication(db, accountId, applicantId),
    message: applicationUpdatedMessage,
  };
}
