import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * What the operator pays per model, in integer fen per million tokens, for the console's cost estimate. A table
 * of its own rather than a site-content section: the usage query joins it to the answers in SQL, and it is
 * never part of what the site serves.
 */
export const modelPrices = pgTable(
  'model_prices',
  {
    /** The upstream model name as answers record it (`messages.model`). */
    model: text('model').primaryKey(),
    inputFenPerMillion: integer('input_fen_per_million').notNull(),
    outputFenPerMillion: integer('output_fen_per_million').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('model_prices_non_negative', sql`${t.inputFenPerMillion} >= 0 and ${t.outputFenPerMillion} >= 0`)],
);

export type ModelPriceRow = typeof modelPrices.$inferSelect;
