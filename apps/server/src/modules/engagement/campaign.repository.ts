import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CampaignAudience } from '@lucina/contracts/admin';
import type { Executor } from '../../db/client.js';
import { memberInForce } from '../../lib/membership.js';
import { messageCampaigns, systemMessageReads, systemMessages, users } from '../../db/schema/index.js';

export const campaignKeyPrefix = (id: string) => `campaign:${id}:`;

export function campaignRepository(db: Executor) {
  const listing = () =>
    db
      .select({
        id: messageCampaigns.id,
        title: messageCampaigns.title,
        content: messageCampaigns.content,
        audience: messageCampaigns.audience,
        recipients: messageCampaigns.recipients,
        status: messageCampaigns.status,
        sendAt: messageCampaigns.sendAt,
        sentAt: messageCampaigns.sentAt,
        actorNickname: users.nickname,
        createdAt: messageCampaigns.createdAt,
      })
      .from(messageCampaigns)
      .leftJoin(users, eq(users.id, messageCampaigns.actorUserId));

  return {
    async create(row: typeof messageCampaigns.$inferInsert) {
      const [created] = await db.insert(messageCampaigns).values(row).returning();
      return created!;
    },
    async countUsers() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    async existingUserIds(ids: string[]) {
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      return rows.map((r) => r.id);
    },
    /** One targeted copy per recipient, in one statement; returns how many were written. */
    async insertCopies(
      campaignId: string,
      message: { title: string; content: string; link: string },
      audience: Exclude<CampaignAudience, { kind: 'all' }>,
    ) {
      const where =
        audience.kind === 'level' ? memberInForce({ level: audience.level }) : inArray(users.id, audience.userIds);
      const rows = await db
        .insert(systemMessages)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: sql`${users.id}`.as('user_id'),
              kind: sql`'announcement'`.as('kind'),
              title: sql`${message.title}::text`.as('title'),
              content: sql`${message.content}::text`.as('content'),
              link: sql`${message.link}::text`.as('link'),
              dedupeKey: sql`${campaignKeyPrefix(campaignId)} || ${users.id}::text`.as('dedupe_key'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(users)
            .where(where),
        )
        .returning({ id: systemMessages.id });
      return rows.length;
    },
    /** Marks the campaign sent to `recipients` accounts. */
    async setSent(id: string, recipients: number) {
      await db
        .update(messageCampaigns)
        .set({ recipients, status: 'sent', sentAt: sql`now()` })
        .where(eq(messageCampaigns.id, id));
    },
    /**
     * The earliest scheduled campaign that is due, locked for the caller's transaction. Rows another
     * instance holds are skipped, so each due campaign is taken by exactly one sender.
     */
    async claimDue() {
      const [row] = await db
        .select()
        .from(messageCampaigns)
        .where(and(eq(messageCampaigns.status, 'scheduled'), lte(messageCampaigns.sendAt, sql`now()`)))
        .orderBy(asc(messageCampaigns.sendAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },
    /** Cancels a campaign still scheduled; waits for a sender holding it, then finds it sent. */
    async cancel(id: string) {
      const [row] = await db
        .update(messageCampaigns)
        .set({ status: 'cancelled' })
        .where(and(eq(messageCampaigns.id, id), eq(messageCampaigns.status, 'scheduled')))
        .returning({ id: messageCampaigns.id, sendAt: messageCampaigns.sendAt });
      return row ?? null;
    },
    async byId(id: string) {
      const [row] = await listing().where(eq(messageCampaigns.id, id)).limit(1);
      return row ?? null;
    },
    async page(page: number, pageSize: number) {
      const [rows, [count]] = await Promise.all([
        listing()
          .orderBy(desc(messageCampaigns.createdAt), desc(messageCampaigns.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(messageCampaigns),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    /** Reads of the campaign's copies (the broadcast copy is one message read by many). */
    async readCount(campaignId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(systemMessageReads)
        .innerJoin(systemMessages, eq(systemMessages.id, systemMessageReads.messageId))
        .where(sql`${systemMessages.dedupeKey} like ${campaignKeyPrefix(campaignId) + '%'}`);
      return row?.n ?? 0;
    },
  };
}
