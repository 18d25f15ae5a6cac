import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { areas } from './areas.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * A job ad (spec: Job ad — adFields, keywords, status). Saving a draft sets draft; posting or editing a
 * published ad sets published; deleting sets deleted (kept, never shown again). Published ads are listed
 * on the public /apply page and in the public feed.
 */
export const jobAds = pgTable(
  'job_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    /** The role sought, as the workers' professions are named (e.g. sairaanhoitaja). */
    role: text('role').notNull(),
    /** Where: one of the account's areas, or a region when the ad covers many. */
    areaId: uuid('area_id').references(() => areas.id),
    region: text('region'),
    city: text('city'),
    employmentType: text('employment_type', {
      enum: ['gig', 'part-time', 'full-time', 'fixed-term'],
    }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    payText: text('pay_text'),
    description: text('description').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The ad's own questions to applicants (issue 16 §1), asked on the registration page; the answers are
     * kept with the question text on worker_applications.answers, so editing a question later does not
     * change what an applicant answered. Existing ads ask none (the default).
     */
    questions: text('questions').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'published', 'deleted'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last day to apply; a published ad past it is no longer listed. */
    validThrough: date('valid_through', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_ads_account_idx').on(table.accountId, table.status, table.updatedAt),
    index('job_ads_published_idx').on(table.status, table.publishedAt),
  ],
);
