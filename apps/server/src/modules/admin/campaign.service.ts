import { AdminText, type CampaignAudience, type CampaignSendBody } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { messagesRepository } from '../engagement/messages.repository.js';
import { auditRepository } from './audit.repository.js';
import { campaignKeyPrefix, campaignRepository } from './campaign.repository.js';

type Row = Awaited<ReturnType<ReturnType<typeof campaignRepository>['page']>>['rows'][number];

/** System messages composed in the console: to everyone, to the members of a level, or to chosen accounts. */
export function createCampaignService({ db }: { db: Database }) {
  const repo = campaignRepository(db);

  const view = async ({ createdAt, audience, ...row }: Row) => ({
    ...row,
    audience: audience as CampaignAudience,
    readCount: await repo.readCount(row.id),
    createTime: createdAt.toISOString(),
  });

  return {
    async list(page: number, pageSize: number) {
      const { rows, total } = await repo.page(page, pageSize);
      return { list: await Promise.all(rows.map(view)), total, page, pageSize };
    },
    async send(actorUserId: string, body: CampaignSendBody) {
      const { audience } = body;
      if (audience.kind === 'users') {
        const ids = [...new Set(audience.userIds)];
        if ((await repo.existingUserIds(ids)).length !== ids.length) throw AppError.badRequest(AdminText.unknownUsers);
        audience.userIds = ids;
      }
      const message = { title: body.title, content: body.content, link: '' };
      const id = await db.transaction(async (tx) => {
        const inTx = campaignRepository(tx);
        const campaign = await inTx.create({
          actorUserId,
          title: body.title,
          content: body.content,
          audience,
          recipients: 0,
        });
        let recipients: number;
        if (audience.kind === 'all') {
          // One broadcast row that every existing account sees (see messages.repository.ts).
          recipients = await inTx.countUsers();
          await messagesRepository(tx).insert({
            userId: null,
            kind: 'announcement',
            ...message,
            dedupeKey: `${campaignKeyPrefix(campaign.id)}all`,
          });
        } else {
          recipients = await inTx.insertCopies(campaign.id, message, audience);
          if (recipients === 0) throw AppError.badRequest(AdminText.noRecipients);
        }
        await inTx.setRecipients(campaign.id, recipients);
        await auditRepository(tx).write({
          actorUserId,
          action: 'message.send',
          target: `campaign:${campaign.id}`,
          before: null,
          after: { title: body.title, content: body.content, audience, recipients },
        });
        return campaign.id;
      });
      return view((await repo.byId(id))!);
    },
  };
}
