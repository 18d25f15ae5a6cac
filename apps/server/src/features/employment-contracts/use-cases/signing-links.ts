import { contractSigningPagePath, type SigningChannel } from '@portal/domain/employment-contracts';
import type { Executor } from '../../../db/client';
import { publishChange } from '../../../lib/publish-change';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { renderMessage } from '../../message-templates/message-templates.api';
import { enqueueMail, enqueueSms } from '../../outbox/outbox.api';
import {
  type ContractMessageKind,
  contractMail,
  contractSms,
  contractTemplateValues,
} from '../contract-messages';
import { insertSigningLink } from '../contract-signing.repository';
import type {
  ContractEmployer,
  ContractWorker,
  EmploymentContractRow,
} from '../employment-contracts.repository';
import { localeOf } from './contract-use-case';

/** Why a link was issued (`contract_signing_links.purpose`). */
export type SigningLinkPurpose = 'sent' | 'reminder' | 'get-started';

/** A new single-purpose link (256-bit secret; only its SHA-256 is stored). Answers the secret. */
export async function issueSigningLink(
  executor: Executor,
  contractId: string,
  purpose: SigningLinkPurpose,
  at: Date,
): Promise<string> {
  const token = createOpaqueToken();
  await insertSigningLink(executor, { contractId, tokenHash: hashToken(token), purpose, createdAt: at });
  return token;
}

export function signingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${contractSigningPagePath}/${token}`;
}

/** Sends the worker a message with a link through the outbox, in the worker's language, per channel. */
export async function messageWorker(
  executor: Executor,
  options: {
    contract: EmploymentContractRow;
    worker: ContractWorker;
    employer: ContractEmployer;
    channels: readonly SigningChannel[];
    kind: ContractMessageKind;
    link: string;
    expiresAt: Date;
  },
): Promise<string[]> {
  const { contract, worker, employer } = options;
  const locale = localeOf(worker.locale);
  const facts = {
    firstName: worker.firstName,
    title: contract.title,
    employerName: employer.name,
    link: options.link,
    expiresAt: options.expiresAt,
  };
  const kind = `employment-contract-${options.kind}`;
  const outboxIds: string[] = [];
  if (options.channels.includes('email') && worker.email) {
    outboxIds.push(
      await enqueueMail(executor, {
        accountId: contract.accountId,
        to: worker.email,
        kind,
        // A sent contract's e-mail is the account's `contract-signing` text (else the default).
        ...(options.kind === 'sent'
          ? await renderMessage(executor, {
              accountId: contract.accountId,
              type: 'contract-signing',
              locale,
              values: contractTemplateValues(facts),
            })
          : contractMail(locale, options.kind, facts)),
      }),
    );
  }
  if (options.channels.includes('sms') && worker.mobile) {
    outboxIds.push(
      await enqueueSms(executor, {
        accountId: contract.accountId,
        to: worker.mobile,
        kind,
        message: contractSms(locale, options.kind, facts),
      }),
    );
  }
  for (const id of outboxIds) {
    await publishChange(executor, {
      accountId: contract.accountId,
      subject: 'Outbox',
      id,
      action: 'created',
    });
  }
  return outboxIds;
}
