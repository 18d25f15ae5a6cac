import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerContracts } from './billing.schema';
import { accounts } from './tenancy.schema';

/** A work area: a care facility or unit of an account (spec section 3, Area). */
export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    contact: text('contact'),
    contactEmails: text('contact_emails').array().notNull().default(sql`'{}'::text[]`),
    confirmationEmails: text('confirmation_emails').array().notNull().default(sql`'{}'::text[]`),
    confirmationSameAsContact: boolean('confirmation_same_as_contact').notNull().default(false),
    absenceInfo: text('absence_info'),
    locationDetails: text('location_details'),
    contract: text('contract'),
    /** The customer contract that prices the area's shifts unless a gig picks another (issue 13). */
    contractId: uuid('contract_id').references(() => customerContracts.id),
    /** The pool ("ring") that serves this area by default. */
    poolId: uuid('pool_id'),
    streetAddress: text('street_address'),
    city: text('city'),
    postcode: text('postcode'),
    /** One of the 19 Finnish regions (maakunta). */
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** How exact the coordinates are: address, postcode, municipality (geocoded) or manual. */
    locationPrecision: text('location_precision', {
      enum: ['address', 'postcode', 'municipality', 'manual'],
    }),
    status: text('status').notNull().default('active'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('areas_account_name_idx').on(table.accountId, sql`lower(${table.name})`)],
);

/** Area groups span accounts (spec: group name, accounts list, areas list). */
export const areaGroups = pgTable(
  'area_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Not unique: a name is unique among the groups a caller can see (decision 0021), checked on creation.
  (table) => [index('area_groups_name_idx').on(table.name)],
);

export const areaGroupAccounts = pgTable(
  'area_group_accounts',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => areaGroups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.accountId] })],
);

export const areaGroupAreas = pgTable(
  'area_group_areas',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => areaGroups.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.areaId] })],
);
