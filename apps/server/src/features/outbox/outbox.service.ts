import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import type { MailOutboxPage, OutboxPageQuery, SmsOutboxPage } from '@portal/domain/outbox';
import { DomainError } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import { listMailOutbox } from './mail-outbox.repository';
import { presentMailOutboxItem, presentSmsOutboxItem } from './outbox.presenter';
import { listSmsOutbox } from './sms-outbox.repository';

export type OutboxServiceDependencies = { db: Database };

function pageWindow({ page, perPage }: OutboxPageQuery): { limit: number; offset: number } {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/** The in-app outbox view: what was sent, or in the offline default what would have been sent. */
export function createOutboxService({ db }: OutboxServiceDependencies) {
  return {
    /** Mail of one account; the route has checked scope and the Outbox ability. */
    async listAccountMail(accountId: string, query: OutboxPageQuery): Promise<MailOutboxPage> {
      const { rows, total } = await listMailOutbox(db, { accountId, ...pageWindow(query) });
      return { items: rows.map(presentMailOutboxItem), total };
    },

    /** SMS of one account; the route has checked scope and the Outbox ability. */
    async listAccountSms(accountId: string, query: OutboxPageQuery): Promise<SmsOutboxPage> {
      const { rows, total } = await listSmsOutbox(db, { accountId, ...pageWindow(query) });
      return { items: rows.map(presentSmsOutboxItem), total };
    },

    /**
     * Mail outside any account (sign-in links). The check is made on a record without an account:
     * organization-admins and admins hold `manage all` only on their accounts and agents `manage Outbox`
     * only on theirs, and such conditional rules do not match a record that has no account, whereas a
     * bare `can('read', 'Outbox')` would answer yes for them. Only the super-admin's unconditional rule
     * matches.
     */
    async listSystemMail(actor: Actor, query: OutboxPageQuery): Promise<MailOutboxPage> {
      if (!defineAbilitiesFor(actor).can('read', asSubject('Outbox', {}))) {
        throw new DomainError('FORBIDDEN');
      }
      const { rows, total } = await listMailOutbox(db, { accountId: null, ...pageWindow(query) });
      return { items: rows.map(presentMailOutboxItem), total };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
