import type { ShiftUpdateEntry } from '@portal/domain/shifts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas.schema';
import { customerContracts } from './billing.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

export type { ShiftUpdateEntry };

/** A template gig keeps its shifts as times of day, not dates (see the gigs feature). */
export type GigTemplateShift = {
  startTime: string;
  endTime: string;
  roleType: string | null;
  requirements: string | null;
};

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
    /** The customer contract of the gig's shifts; taken from the area when the gig is created. */
    contractId: uuid('contract_id').references(() => customerContracts.id),
    clientEmails: text('client_emails').array().notNull().default(sql`'{}'::text[]`),
    /** Taken from the area when the gig is created, editable per gig. */
    contact: text('contact'),
    absenceInfo: text('absence_info'),
    locationDetails: text('location_details'),
    streetAddress: text('street_address'),
    city: text('city'),
    postcode: text('postcode'),
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    boosted: boolean('boosted').notNull().default(false),
    boostType: text('boost_type', { enum: ['quick', 'bonus'] }),
    boostValue: numeric('boost_value', { precision: 10, scale: 2, mode: 'number' }),
    /** For isTemplate gigs: the name shown when creating from a template, and its shifts as times of day. */
    templateName: text('template_name'),
    templateShifts: jsonb('template_shifts').$type<GigTemplateShift[]>(),
    /** A customer's suggestion that the staffing company declined, and when. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedBy: uuid('declined_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
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
    /** The customer contract that prices (and, for payroll, pays) the shift: the gig's, else the area's. */
    contractId: uuid('contract_id').references(() => customerContracts.id),
    workDayType: text('work_day_type'),
    updates: jsonb('updates').$type<ShiftUpdateEntry[]>().notNull().default(sql`'[]'::jsonb`),
    boosted: boolean('boosted').notNull().default(false),
    boostType: text('boost_type', { enum: ['quick', 'bonus'] }),
    boostValue: numeric('boost_value', { precision: 10, scale: 2, mode: 'number' }),
    /** Why a booking was cancelled (spec cancel reasons) and the free text for "other". */
    cancelReason: text('cancel_reason', {
      enum: ['needs_orientation', 'does_not_meet_requirements', 'other'],
    }),
    cancelNote: text('cancel_note'),
    /** Completion verification: the real times, unpaid break and who confirmed them. */
    actualStartsAt: timestamp('actual_starts_at', { withTimezone: true }),
    actualEndsAt: timestamp('actual_ends_at', { withTimezone: true }),
    breakMinutes: integer('break_minutes'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    /** Sent to the customer for inspection of the confirmed hours. */
    inspectionSentAt: timestamp('inspection_sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shifts_gig_idx').on(table.gigId),
    index('shifts_account_start_idx').on(table.accountId, table.startsAt),
    index('shifts_assignee_end_idx').on(table.assignedTo, table.endsAt),
    index('shifts_contract_status_start_idx').on(table.contractId, table.status, table.startsAt),
  ],
);

/**
 * A signed, expiring invitation for one worker to take one shift without a login
 * (public page /invite/shift-confirmation/:id). Only the hash of the link's secret is stored.
 */
export const shiftInvitations = pgTable(
  'shift_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    response: text('response', { enum: ['accepted', 'declined', 'taken', 'revoked'] }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shift_invitations_shift_idx').on(table.shiftId)],
);
