import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { areas } from './areas.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/** One entry of a shift's history (spec: updates list of state, date, processer, content). */
export type ShiftUpdateEntry = { state: string; date: string; processer: string | null; content: string };

/** A gig (order): one or more shifts in one area (spec section 3, Gig). */
export const gigs = pgTable(
  'gigs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    title: text('title').notNull(),
    status: text('status', { enum: ['draft', 'published', 'suggestion', 'declined', 'deleted'] })
      .notNull()
      .default('draft'),
    isPublished: boolean('is_published').notNull().default(false),
    isTemplate: boolean('is_template').notNull().default(false),
    availableShifts: integer('available_shifts').notNull().default(0),
    totalShifts: integer('total_shifts').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    expDate: timestamp('exp_date', { withTimezone: true }),
    roleType: text('role_type'),
    requirements: text('requirements'),
    contract: text('contract'),
    clientEmails: text('client_emails').array().notNull().default(sql`'{}'::text[]`),
    boosted: boolean('boosted').notNull().default(false),
    boostType: text('boost_type', { enum: ['quick', 'bonus'] }),
    boostValue: numeric('boost_value', { precision: 10, scale: 2, mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gigs_account_start_idx').on(table.accountId, table.startDate)],
);

/** A shift (spec section 3, Shift). Status values and transitions come with the shifts issue. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    gigId: uuid('gig_id').references(() => gigs.id),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['draft', 'open', 'booked', 'confirmed', 'verified', 'expired', 'deleted'],
    })
      .notNull()
      .default('draft'),
    isDraft: boolean('is_draft').notNull().default(true),
    reserved: boolean('reserved').notNull().default(false),
    /** Worker ids who asked for this shift. */
    reservations: uuid('reservations').array().notNull().default(sql`'{}'::uuid[]`),
    assignedTo: uuid('assigned_to').references(() => users.id),
    roleType: text('role_type'),
    requirements: text('requirements'),
    kilometrikorvaus: numeric('kilometrikorvaus', { precision: 10, scale: 2, mode: 'number' }),
    workDayType: text('work_day_type'),
    updates: jsonb('updates').$type<ShiftUpdateEntry[]>().notNull().default(sql`'[]'::jsonb`),
    boosted: boolean('boosted').notNull().default(false),
    boostType: text('boost_type', { enum: ['quick', 'bonus'] }),
    boostValue: numeric('boost_value', { precision: 10, scale: 2, mode: 'number' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shifts_account_start_idx').on(table.accountId, table.startsAt),
    index('shifts_assignee_end_idx').on(table.assignedTo, table.endsAt),
  ],
);
