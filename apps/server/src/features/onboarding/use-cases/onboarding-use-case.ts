import type { OnboardingChannel } from '@portal/domain/onboarding';
import { DomainError, defaultLocale, isLocale, type Locale } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../lib/file-storage';
import type { PersonalDataCipher } from '../../../lib/personal-data-cipher';
import { publishChange } from '../../../lib/publish-change';
import { enqueueMail, enqueueSms } from '../../outbox/outbox.api';
import type { AccountWorker } from '../../workers/workers.api';
import { buildOnboardingMail, buildOnboardingSms, type OnboardingMessageKind } from '../onboarding-message';

// What the onboarding use cases (one per file in this folder) share.

export type OnboardingDependencies = {
  db: Database;
  clock: Clock;
  files: FileStorage;
  cipher: PersonalDataCipher;
  /** Origin the links point to, e.g. https://portal.example.fi */
  publicUrl: string;
};

export const surveyAuditSubject = 'TuberculosisSurvey';
export const checklistAuditSubject = 'OnboardingChecklist';

type Recipient = AccountWorker;

export function localeOf(recipient: Pick<Recipient, 'locale'>): Locale {
  return isLocale(recipient.locale) ? recipient.locale : defaultLocale;
}

/**
 * Queues the link by each channel asked for, in the worker's language; an SMS needs the worker's mobile
 * (WORKER_MOBILE_MISSING, checked before anything is queued). Answers the outbox rows for the audit.
 */
export async function sendLink(
  executor: Executor,
  options: {
    accountId: string;
    recipient: Recipient;
    channels: readonly OnboardingChannel[];
    kind: OnboardingMessageKind;
    link: string;
    expiresAt: Date;
  },
): Promise<string[]> {
  const { recipient, accountId, kind } = options;
  const channels = [...new Set(options.channels)];
  if (channels.includes('sms') && !recipient.mobile) {
    throw new DomainError('WORKER_MOBILE_MISSING');
  }
  const locale = localeOf(recipient);
  const message = {
    firstName: recipient.firstName,
    company: recipient.accountName,
    link: options.link,
    expiresAt: options.expiresAt,
  };
  const outboxIds: string[] = [];
  if (channels.includes('email')) {
    outboxIds.push(
      await enqueueMail(executor, {
        accountId,
        to: recipient.email,
        kind,
        ...buildOnboardingMail(kind, locale, message),
      }),
    );
  }
  if (channels.includes('sms') && recipient.mobile) {
    outboxIds.push(
      await enqueueSms(executor, {
        accountId,
        to: recipient.mobile,
        kind,
        message: buildOnboardingSms(kind, locale, message),
      }),
    );
  }
  for (const id of outboxIds) {
    await publishChange(executor, { accountId, subject: 'Outbox', id, action: 'created' });
  }
  return outboxIds;
}
