import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Site-wide content an operator edits in the console, one row per section (links, faq, help, quickCommands,
 * homePrompts); a section without a row shows its default (see modules/content/site-content.ts).
 */
export const siteContent = pgTable('site_content', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The service square (SPEC §2 config ids): card, detail page and images. The shipped content is inserted once;
 * from then on it is the operators'. `hero_image_url` empty: the card shows the image drawn from the text.
 */
export const marketServices = pgTable('market_services', {
  configId: integer('config_id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  intro: text('intro').notNull(),
  suits: jsonb('suits').$type<string[]>().notNull(),
  delivers: jsonb('delivers').$type<string[]>().notNull(),
  process: jsonb('process').$type<{ title: string; description: string }[]>().notNull(),
  format: text('format').notNull(),
  duration: text('duration').notNull(),
  faq: jsonb('faq').$type<{ q: string; a: string }[]>().notNull(),
  /** Colour of the drawn hero image. */
  accent: text('accent').notNull(),
  heroImageUrl: text('hero_image_url').notNull().default(''),
  detailImages: jsonb('detail_images').$type<string[]>().notNull().default([]),
  /** The 「¥ … 起」 of the card, integer fen; null until an operator sets it (the card then says to ask). */
  priceFromFen: integer('price_from_fen'),
  /** Students the service helped, shown on the detail page. */
  cases: jsonb('cases').$type<{ title: string; summary: string }[]>().notNull().default([]),
  /** The teachers who deliver it (avatar: an uploaded image, or empty). */
  teachers: jsonb('teachers')
    .$type<{ name: string; title: string; avatarUrl: string; bio: string }[]>()
    .notNull()
    .default([]),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Career consultants recommended on full reports. None exists until an operator adds one (demo mode seeds a
 * sample set); a deleted one keeps its row (`deleted_at`) so the demo seed never brings it back.
 */
export const consultants = pgTable(
  'consultants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    photoUrl: text('photo_url').notNull().default(''),
    title: text('title').notNull(),
    years: integer('years').notNull(),
    specialties: jsonb('specialties').$type<string[]>().notNull(),
    intro: text('intro').notNull(),
    /** The Holland types whose people they most often guide, e.g. 'SE'. */
    hollandCodes: text('holland_codes').notNull(),
    contactQrUrl: text('contact_qr_url').notNull().default(''),
    /** Copied on a phone, where the QR on its own screen cannot be scanned; empty: none. */
    contactWechatId: text('contact_wechat_id').notNull().default(''),
    serviceConfigId: integer('service_config_id').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('consultants_holland_ck', sql`${t.hollandCodes} ~ '^[RIASEC]{1,3}$'`)],
);

export type MarketServiceRow = typeof marketServices.$inferSelect;
export type ConsultantRow = typeof consultants.$inferSelect;
