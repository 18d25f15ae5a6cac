import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    /** Decides the role list (Finnish or German) and holidays. */
    country: text('country', { enum: ['FI', 'DE'] })
      .notNull()
      .default('FI'),
    businessId: text('business_id'),
    /** Unpaid break in minutes (spec: account settings). */
    unpaidTime: integer('unpaid_time').notNull().default(30),
    minHoursWithBreak: numeric('min_hours_with_break', { precision: 4, scale: 2, mode: 'number' })
      .notNull()
      .default(6),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('accounts_unpaid_time_range', sql`${table.unpaidTime} between 0 and 120`),
    check('accounts_min_hours_range', sql`${table.minHoursWithBreak} between 0 and 24`),
  ],
);
