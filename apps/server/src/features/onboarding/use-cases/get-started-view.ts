import type { PublicGetStarted } from '@portal/domain/onboarding';
import { DomainError, type ErrorCode } from '@portal/domain/shared';
import { maskIban } from '@portal/domain/workers';
import type { Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { PersonalDataCipher } from '../../../lib/personal-data-cipher';
import { hashToken } from '../../../lib/tokens';
import { findWorkerOpenRequests } from '../../document-requests/document-requests.api';
import { findWorkerContractSummary } from '../../employment-contracts/employment-contracts.api';
import { findWorkerPaymentDetails } from '../../workers/workers.api';
import { type ChecklistRow, findChecklistByTokenHash, findChecklistWorker } from '../get-started.repository';
import { findNewestSurveyOfWorker, type TuberculosisSurveyRow } from '../tuberculosis-surveys.repository';

/** Why a get-started link cannot be used: unknown 404, expired 410. */
function linkProblem(checklist: ChecklistRow | null, now: Date): ErrorCode | null {
  if (!checklist) {
    return 'ONBOARDING_LINK_INVALID';
  }
  return checklist.linkExpiresAt <= now ? 'ONBOARDING_LINK_EXPIRED' : null;
}

export async function openChecklistLink(
  executor: Executor,
  clock: Clock,
  token: string,
  options: { lock?: boolean } = {},
): Promise<ChecklistRow> {
  const checklist = await findChecklistByTokenHash(executor, hashToken(token), options);
  const problem = linkProblem(checklist, clock.now());
  if (problem || !checklist) {
    throw new DomainError(problem ?? 'ONBOARDING_LINK_INVALID');
  }
  return checklist;
}

/** A survey the worker can still answer: sent and its own link not expired. */
export function isOpenSurvey(survey: TuberculosisSurveyRow | null, now: Date): boolean {
  return survey?.status === 'sent' && survey.linkExpiresAt > now;
}

function surveyState(survey: TuberculosisSurveyRow | null, now: Date): 'none' | 'sent' | 'answered' {
  if (isOpenSurvey(survey, now)) {
    return 'sent';
  }
  return survey && (survey.status === 'answered' || survey.status === 'reviewed') ? 'answered' : 'none';
}

/**
 * The checklist as the worker sees it, each step read from where it lives: the details from the worker,
 * the bank account (masked) from the sealed payment details, the contract from employment contracts, the
 * open requests from document requests, the survey from this feature's table.
 */
export async function presentChecklist(
  executor: Executor,
  dependencies: { clock: Clock; cipher: PersonalDataCipher },
  checklist: ChecklistRow,
): Promise<PublicGetStarted> {
  const now = dependencies.clock.now();
  const [worker, payment, contract, requests, survey] = await Promise.all([
    findChecklistWorker(executor, checklist.workerId),
    findWorkerPaymentDetails(executor, dependencies.cipher, [checklist.workerId]),
    findWorkerContractSummary(executor, checklist.workerId),
    findWorkerOpenRequests(executor, dependencies.clock, checklist.workerId),
    findNewestSurveyOfWorker(executor, checklist.workerId),
  ]);
  if (!worker) {
    throw new DomainError('ONBOARDING_LINK_INVALID');
  }
  const iban = payment.get(checklist.workerId)?.iban ?? null;
  // The contract's own flags, or the worker's when the contract was handled outside the portal.
  const sent = contract.workContract.sent || worker.workContractSent;
  const signed = contract.workContract.signed || worker.workContractSigned;
  // Signable as issueWorkerSigningLink sees it: sent or viewed, its deadline not passed.
  const newest = contract.newest;
  const awaiting =
    newest !== null &&
    ['sent', 'viewed'].includes(newest.status) &&
    (newest.expiresAt === null || new Date(newest.expiresAt) > now);
  const tuberculosisSurvey = { status: surveyState(survey, now) };
  const view: PublicGetStarted = {
    firstName: worker.firstName,
    company: worker.company,
    locale: checklist.locale,
    linkExpiresAt: checklist.linkExpiresAt.toISOString(),
    completed: false,
    details: {
      firstName: worker.firstName,
      lastName: worker.lastName,
      mobile: worker.mobile,
      addressCity: worker.addressCity,
      birthday: worker.birthday,
      confirmedAt: checklist.detailsConfirmedAt?.toISOString() ?? null,
    },
    bankAccount: {
      ibanMasked: iban ? maskIban(iban) : null,
      savedAt: checklist.paymentDetailsAt?.toISOString() ?? null,
    },
    taxCard: {
      withholdingPercent: checklist.taxWithholdingPercent,
      savedAt: checklist.taxCardAt?.toISOString() ?? null,
    },
    contract: { state: signed ? 'signed' : sent ? 'sent' : 'none', canSign: !signed && awaiting },
    documentRequests: requests,
    tuberculosisSurvey,
  };
  view.completed =
    view.details.confirmedAt !== null &&
    view.bankAccount.savedAt !== null &&
    view.taxCard.savedAt !== null &&
    view.contract.state === 'signed' &&
    requests.length === 0 &&
    tuberculosisSurvey.status !== 'sent';
  return view;
}
