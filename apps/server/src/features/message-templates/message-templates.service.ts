import type { Actor } from '@portal/domain/access';
import {
  isMessageTemplateType,
  type MessageTemplate,
  type MessageTemplateList,
  type MessageTemplateType,
  messageTemplatePlaceholders,
  messageTemplateSamples,
  messageTemplateTypes,
  renderTemplate,
  type SaveMessageTemplateInput,
  unknownPlaceholders,
} from '@portal/domain/message-templates';
import { DomainError, type Locale, locales } from '@portal/domain/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { messageTemplateDefaults } from './defaults/message-template-defaults';
import { deleteTemplateRow, findTemplateRows, saveTemplateRow } from './message-templates.repository';

type Dependencies = { db: Database; clock: Clock };
type TemplateKey = { accountId: string; type: string };

/** An unknown type answers NOT_FOUND (the editor then shows its not-found page). */
function typeOf(type: string): MessageTemplateType {
  if (!isMessageTemplateType(type)) {
    throw new DomainError('NOT_FOUND');
  }
  return type;
}

async function view(
  executor: Executor,
  accountId: string,
  type: MessageTemplateType,
): Promise<MessageTemplate> {
  const rows = await findTemplateRows(executor, accountId, type);
  return {
    type,
    placeholders: [...messageTemplatePlaceholders[type]],
    texts: locales.map((locale) => {
      const own = rows.find((row) => row.locale === locale);
      const fallback = messageTemplateDefaults[type][locale];
      return {
        locale,
        subject: own?.subject ?? fallback.subject,
        body: own?.body ?? fallback.body,
        customised: own !== undefined,
      };
    }),
  };
}

/** Message templates (issue 17 §5): list, read, save, reset and preview an account's texts. */
export function createMessageTemplatesService({ db, clock }: Dependencies) {
  return {
    async list(accountId: string): Promise<MessageTemplateList> {
      const rows = await findTemplateRows(db, accountId);
      return {
        items: messageTemplateTypes.map((type) => ({
          type,
          placeholders: [...messageTemplatePlaceholders[type]],
          customisedLocales: rows.filter((row) => row.type === type).map((row) => row.locale),
        })),
      };
    },
    get: ({ accountId, type }: TemplateKey) => view(db, accountId, typeOf(type)),
    async save(actor: Actor, key: TemplateKey & { locale: Locale }, input: SaveMessageTemplateInput) {
      const type = typeOf(key.type);
      const unknown = unknownPlaceholders(type, input.subject, input.body);
      if (unknown.length > 0) {
        throw new DomainError('MESSAGE_TEMPLATE_UNKNOWN_PLACEHOLDER', { names: unknown.join(', ') });
      }
      return db.transaction(async (tx) => {
        await saveTemplateRow(tx, {
          ...key,
          type,
          ...input,
          updatedBy: actor.userId,
          updatedAt: clock.now(),
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: key.accountId,
          action: 'update',
          subject: 'MessageTemplate',
          subjectId: null,
          changes: { type, locale: key.locale, after: input },
        });
        return view(tx, key.accountId, type);
      });
    },
    async reset(actor: Actor, key: TemplateKey & { locale: Locale }) {
      const type = typeOf(key.type);
      return db.transaction(async (tx) => {
        await deleteTemplateRow(tx, { ...key, type });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: key.accountId,
          action: 'reset',
          subject: 'MessageTemplate',
          subjectId: null,
          changes: { type, locale: key.locale },
        });
        return view(tx, key.accountId, type);
      });
    },
    async preview({ type }: TemplateKey, input: SaveMessageTemplateInput) {
      typeOf(type);
      return {
        subject: renderTemplate(input.subject, messageTemplateSamples),
        body: renderTemplate(input.body, messageTemplateSamples),
      };
    },
  };
}

export type MessageTemplatesService = ReturnType<typeof createMessageTemplatesService>;
