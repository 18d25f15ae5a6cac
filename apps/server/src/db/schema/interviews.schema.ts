import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * An interview (spec §3: assignedTo, steps (questionType, answer), isTemplate, templateName). A template
 * (`isTemplate`) holds only the question steps and a name; an applicant's interview copies a template's
 * steps and fills in the answers. States (spec §4): waiting for interview, interview in progress,
 * documents pending, and completed once the recruiter closes it.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    isTemplate: boolean('is_template').notNull().default(false),
    templateName: text('template_name'),
    /** The applicant interviewed; null on a template. */
    applicantId: uuid('applicant_id').references(() => users.id),
    /** Spec rule: the applicant's e-mail is required on an interview (not on a template). */
    applicantEmail: text('applicant_email'),
    assignedTo: uuid('assigned_to').references(() => users.id),
    state: text('state', { enum: ['waiting', 'in_progress', 'documents_pending', 'completed'] })
      .notNull()
      .default('waiting'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** [{ questionType, question, answer? }] — the domain's `interviews` contract is the shape. */
    steps: jsonb('steps').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interviews_account_idx').on(table.accountId, table.isTemplate),
    index('interviews_applicant_idx').on(table.applicantId),
  ],
);

/** Comments on an application (spec §3: application comments can be resolved). */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id),
    authorId: uuid('author_id').references(() => users.id),
    text: text('text').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_comments_applicant_idx').on(table.applicantId, table.createdAt)],
);
