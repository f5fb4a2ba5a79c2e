import { DAY_MS } from '@lucina/contracts';
import {
  AdminText,
  Campaigns,
  type CampaignAudience,
  type CampaignSendBody,
  type CampaignStatus,
} from '@lucina/contracts/admin';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { messagesRepository } from './messages.repository.js';
import { auditRepository } from '../audit/index.js';
import { campaignKeyPrefix, campaignRepository } from './campaign.repository.js';

type Row = Awaited<ReturnType<ReturnType<typeof campaignRepository>['page']>>['rows'][number];
interface Composed {
  id: string;
  title: string;
  content: string;
  audience: CampaignAudience;
}

/** Writes the campaign's copies: one broadcast row for everyone, else one per recipient. Returns how many. */
async function deliver(tx: Executor, campaign: Composed) {
  const message = { title: campaign.title, content: campaign.content, link: '' };
  if (campaign.audience.kind === 'all') {
    // One broadcast row that every account existing now sees (see messages.repository.ts).
    await messagesRepository(tx).insert({
      userId: null,
      kind: 'announcement',
      ...message,
      dedupeKey: `${campaignKeyPrefix(campaign.id)}all`,
    });
    return campaignRepository(tx).countUsers();
  }
  return campaignRepository(tx).insertCopies(campaign.id, message, campaign.audience);
}

/**
 * System messages composed in the console, to everyone, to the members of a level or to chosen accounts:
 * sent at once, or scheduled and then sent by whichever instance's due job claims it first (exactly once).
 */
export function createCampaignService({ db }: { db: Database }) {
  const repo = campaignRepository(db);

  const view = async ({ createdAt, audience, status, sendAt, sentAt, ...row }: Row) => ({
    ...row,
    status: status as CampaignStatus,
    audience: audience as CampaignAudience,
    sendAt: sendAt?.toISOString() ?? null,
    sentTime: sentAt?.toISOString() ?? null,
    readCount: await repo.readCount(row.id),
    createTime: createdAt.toISOString(),
  });

  async function checkAudience(audience: CampaignAudience) {
    if (audience.kind !== 'users') return audience;
    const userIds = [...new Set(audience.userIds)];
    if ((await repo.existingUserIds(userIds)).length !== userIds.length) {
      throw AppError.badRequest(AdminText.unknownUsers);
    }
    return { ...audience, userIds };
  }

  function checkSendAt(sendAt: string) {
    const at = new Date(sendAt);
    if (at.getTime() <= Date.now()) throw AppError.badRequest(AdminText.sendAtPast);
    if (at.getTime() > Date.now() + Campaigns.scheduleMaxDays * DAY_MS) {
      throw AppError.badRequest(AdminText.sendAtTooFar);
    }
    return at;
  }

  async function byId(id: string) {
    const row = await repo.byId(id);
    if (!row) throw AppError.notFound(AdminText.campaignNotFound);
    return view(row);
  }

  return {
    async list(page: number, pageSize: number) {
      const { rows, total } = await repo.page(page, pageSize);
      return { list: await Promise.all(rows.map(view)), total, page, pageSize };
    },
    async send(actorUserId: string, body: CampaignSendBody) {
      const audience = await checkAudience(body.audience);
      const sendAt = body.sendAt ? checkSendAt(body.sendAt) : null;
      const composed = { actorUserId, title: body.title, content: body.content, audience };
      const id = await db.transaction(async (tx) => {
        const inTx = campaignRepository(tx);
        const campaign = await inTx.create({
          ...composed,
          recipients: 0,
          status: sendAt ? 'scheduled' : 'sent',
          sendAt,
        });
        const audit = { actorUserId, target: `campaign:${campaign.id}`, before: null };
        if (sendAt) {
          await auditRepository(tx).write({
            ...audit,
            action: 'message.schedule',
            after: { title: body.title, content: body.content, audience, sendAt: sendAt.toISOString() },
          });
          return campaign.id;
        }
        const recipients = await deliver(tx, { ...composed, id: campaign.id });
        if (recipients === 0 && audience.kind !== 'all') throw AppError.badRequest(AdminText.noRecipients);
        await inTx.setSent(campaign.id, recipients);
        await auditRepository(tx).write({
          ...audit,
          action: 'message.send',
          after: { title: body.title, content: body.content, audience, recipients },
        });
        return campaign.id;
      });
      return byId(id);
    },
    /** Only before it is sent; a sender holding it makes this wait, then refuse. */
    async cancel(actorUserId: string, id: string) {
      await db.transaction(async (tx) => {
        const inTx = campaignRepository(tx);
        const row = await inTx.cancel(id);
        if (!row) {
          if (!(await inTx.byId(id))) throw AppError.notFound(AdminText.campaignNotFound);
          throw AppError.conflict(AdminText.campaignNotScheduled);
        }
        await auditRepository(tx).write({
          actorUserId,
          action: 'message.cancel',
          target: `campaign:${id}`,
          before: { status: 'scheduled', sendAt: row.sendAt?.toISOString() ?? null },
          after: { status: 'cancelled' },
        });
      });
      return byId(id);
    },
    /**
     * Sends every scheduled campaign that is due, one transaction each: the claim, the copies and the `sent`
     * mark commit together, so a crash leaves the campaign scheduled for the next run, never half sent.
     * Returns how many it sent.
     */
    async sendDue() {
      let sent = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const inTx = campaignRepository(tx);
          const row = await inTx.claimDue();
          if (!row) return false;
          const audience = row.audience as CampaignAudience;
          const recipients = await deliver(tx, { ...row, audience });
          await inTx.setSent(row.id, recipients);
          await auditRepository(tx).write({
            actorUserId: row.actorUserId,
            action: 'message.deliver',
            target: `campaign:${row.id}`,
            before: { status: 'scheduled' },
            after: { status: 'sent', recipients },
          });
          return true;
        });
        if (!done) return sent;
        sent++;
      }
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
