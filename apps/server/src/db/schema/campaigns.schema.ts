import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * A campaign (spec section 3, Campaign; issue 13 §2): for its period, shifts in its areas pay more (and,
 * where the area's contract lets campaigns raise the price, cost more). `payValue` and `priceValue` are
 * cents (an hourly or per-shift bonus) or basis points (a percentage raise) by `type`.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    announcement: text('announcement'),
    type: text('type', { enum: ['hourly-bonus', 'shift-bonus', 'percent-raise'] }).notNull(),
    payValue: integer('pay_value').notNull(),
    /** Null: the campaign does not change the price, only the pay. */
    priceValue: integer('price_value'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Also verified shifts of the period that started before the campaign was made, if not yet paid or invoiced. */
    applyForPastShifts: boolean('apply_for_past_shifts').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('campaigns_account_live')
      .on(table.accountId, table.startDate)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** The areas a campaign covers. */
export const campaignAreas = pgTable(
  'campaign_areas',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.areaId] })],
);
