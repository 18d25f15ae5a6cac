import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * An uploaded image (spec §7 uploadImage): checked by its content, resized so its longest side fits the
 * maximum, stored as JPEG without metadata through the file storage interface.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    originalName: text('original_name'),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_account_idx').on(table.accountId, table.createdAt)],
);
