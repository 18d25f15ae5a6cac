import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Instance-wide values generated once and shared by every server instance (e.g. the token signing key when
 * JWT_SECRET is not configured), so a restart or a second instance does not sign everyone out.
 */
export const systemValues = pgTable('system_values', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
