// Columns shared by the tables: the owner and the row's timestamps.
import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The owning user; the row is deleted with the user. Index it in the table. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
