import { DAY_MS, discountLabel, fenToYuan, startOfChinaDay } from '@lucina/contracts';
import {
  AdminCouponText,
  type AdminCouponIssue,
  type AdminCouponIssueBody,
  type AdminCouponTemplate,
  type AdminCouponTemplateBody,
  type CouponIssueAudience,
} from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import type { CouponIssueRow, CouponTemplateRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { renderNotice } from '../engagement/index.js';
import { WELCOME_COUPON } from './catalogue.js';
import { auditRepository } from '../audit/index.js';
import { couponsRepository, type IssueSegment } from './admin-coupons.repository.js';

const EDITABLE = [
  'name',
  'description',
  'discountPermille',
  'validDays',
  'validUntil',
  'minSpendFen',
  'planIds',
  'isActive',
] as const;

const isSystem = (id: number) => id === WELCOME_COUPON.id;
const target = (id: number) => `coupon-template:${id}`;

function templateView(t: CouponTemplateRow, issuedCount: number): AdminCouponTemplate {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    discountPermille: t.discountPermille,
    validDays: t.validUntil ? 0 : t.validDays,
    validUntil: t.validUntil?.toISOString() ?? null,
    minSpendFen: t.minSpendFen,
    planIds: t.planIds,
    isActive: t.isActive,
    system: isSystem(t.id),
    issuedCount,
    createTime: t.createdAt.toISOString(),
    updateTime: t.updatedAt.toISOString(),
  };
}

function issueView(row: {
  issue: CouponIssueRow;
  templateName: string;
  actorNickname: string | null;
}): AdminCouponIssue {
  return {
    id: row.issue.id,
    templateId: row.issue.templateId,
    templateName: row.templateName,
    audience: row.issue.audience as AdminCouponIssue['audience'],
    count: row.issue.count,
    actorNickname: row.actorNickname,
    createTime: row.issue.createdAt.toISOString(),
  };
}

/** The template's columns from a console form; a fixed end wins over days, which are then 0. */
function columnsOf(body: AdminCouponTemplateBody) {
  return {
    name: body.name,
    description: body.description,
    discountPermille: body.discountPermille,
    validDays: body.validUntil ? 0 : body.validDays,
    validUntil: body.validUntil ? new Date(body.validUntil) : null,
    minSpendFen: body.minSpendFen,
    planIds: [...new Set(body.planIds)].sort(),
    isActive: body.isActive,
  };
}

/** What the issued coupon says about itself: the template's words, and its minimum spend. */
function couponDescription(t: CouponTemplateRow) {
  const min = t.minSpendFen > 0 ? `满 ${fenToYuan(t.minSpendFen)} 元可用` : '';
  return [t.description, min].filter(Boolean).join('，');
}

/**
 * Coupon templates and their issue from the console. An issue is one transaction: its record (keyed by the
 * dialog's request id, so a double submission finds it and issues nothing more), one coupon per account of the
 * audience, each account's system message, and the audit row. Issued coupons copy the template's terms, so
 * editing a template never changes a coupon already issued; checkout applies them by the payments' rules.
 */
export function createAdminCouponService({ db }: { db: Database }) {
  const repo = couponsRepository(db);

  async function segmentOf(audience: CouponIssueAudience): Promise<{ segment: IssueSegment; stored: unknown }> {
    switch (audience.kind) {
      case 'user': {
        const user = await repo.findUser(audience.who);
        if (!user) throw AppError.notFound(AdminCouponText.userNotFound);
        return {
          segment: { kind: 'user', userId: user.id },
          stored: { kind: 'user', userId: user.id, nickname: user.nickname },
        };
      }
      case 'signup': {
        if (audience.from > audience.to) throw AppError.badRequest(AdminCouponText.signupRange);
        const from = startOfChinaDay(audience.from);
        const until = new Date(startOfChinaDay(audience.to).getTime() + DAY_MS);
        return { segment: { kind: 'signup', from, until }, stored: audience };
      }
      default:
        return { segment: audience, stored: audience };
    }
  }

  return {
    async listTemplates() {
      return (await repo.templates()).map((r) => templateView(r.template, r.issuedCount));
    },
    async createTemplate(actorUserId: string, body: AdminCouponTemplateBody) {
      const columns = columnsOf(body);
      const created = await db.transaction(async (tx) => {
        const row = await couponsRepository(tx).insertTemplate(columns);
        await auditRepository(tx).write({
          actorUserId,
          action: 'coupon.template.create',
          target: target(row.id),
          before: null,
          after: { ...columns, validUntil: columns.validUntil?.toISOString() ?? null },
        });
        return row;
      });
      return templateView(created, 0);
    },
    async updateTemplate(actorUserId: string, id: number, body: AdminCouponTemplateBody) {
      if (isSystem(id)) throw AppError.badRequest(AdminCouponText.systemTemplate);
      const next = columnsOf(body);
      const saved = await db.transaction(async (tx) => {
        const inTx = couponsRepository(tx);
        const row = await inTx.template(id, true);
        if (!row) throw AppError.notFound(AdminCouponText.templateNotFound);
        const json = (v: unknown) => JSON.stringify(v instanceof Date ? v.toISOString() : v);
        const changed = EDITABLE.filter((k) => json(row[k]) !== json(next[k]));
        if (changed.length === 0) return row;
        const pick = (from: typeof row | typeof next) =>
          Object.fromEntries(changed.map((k) => [k, from[k] instanceof Date ? from[k].toISOString() : from[k]]));
        const updated = await inTx.updateTemplate(id, Object.fromEntries(changed.map((k) => [k, next[k]])));
        await auditRepository(tx).write({
          actorUserId,
          action: 'coupon.template.update',
          target: target(id),
          before: pick(row),
          after: pick(next),
        });
        return updated;
      });
      const issued = (await repo.templates()).find((r) => r.template.id === id)?.issuedCount ?? 0;
      return templateView(saved, issued);
    },
    async issue(actorUserId: string, body: AdminCouponIssueBody): Promise<AdminCouponIssue> {
      if (isSystem(body.templateId)) throw AppError.badRequest(AdminCouponText.systemTemplate);
      const { segment, stored } = await segmentOf(body.audience);
      const issueId = await db.transaction(async (tx) => {
        const inTx = couponsRepository(tx);
        const template = await inTx.template(body.templateId);
        if (!template) throw AppError.notFound(AdminCouponText.templateNotFound);
        if (!template.isActive) throw AppError.badRequest(AdminCouponText.templateOff);
        const now = new Date();
        if (template.validUntil && template.validUntil.getTime() <= now.getTime()) {
          throw AppError.badRequest(AdminCouponText.templateEnded);
        }
        // A concurrent twin of this request waits here on the unique request id, then finds the row.
        const issue = await inTx.claimIssue({
          requestId: body.requestId,
          templateId: template.id,
          actorUserId,
          audience: stored,
          count: 0,
        });
        if (!issue) return null;
        const validUntil = template.validUntil ?? new Date(now.getTime() + template.validDays * DAY_MS);
        const count = await inTx.insertCoupons(
          issue.id,
          {
            templateId: template.id,
            name: template.name,
            description: couponDescription(template),
            discountPermille: template.discountPermille,
            planIds: template.planIds,
            minSpendFen: template.minSpendFen,
            validFrom: now,
            validUntil,
          },
          segment,
        );
        if (count === 0) throw AppError.badRequest(AdminCouponText.noRecipients);
        await inTx.setIssueCount(issue.id, count);
        await inTx.insertNotices(
          issue.id,
          renderNotice('coupon', {
            couponName: template.name,
            discountLabel: discountLabel(template.discountPermille / 1000),
            expireTime: validUntil.toISOString(),
          }),
        );
        await auditRepository(tx).write({
          actorUserId,
          action: 'coupon.issue',
          target: target(template.id),
          before: null,
          after: { issueId: issue.id, audience: stored, count, validUntil: validUntil.toISOString() },
        });
        return issue.id;
      });
      const earlier = await repo.issueByRequest(body.requestId);
      // The request id names one issue: reused for another template it is a mistake, not a repeat.
      if (!earlier || (issueId === null && earlier.issue.templateId !== body.templateId)) {
        throw AppError.conflict(AdminCouponText.requestReused);
      }
      return issueView(earlier);
    },
    async listIssues(query: { page: number; pageSize: number; templateId?: number | undefined }) {
      const { rows, total } = await repo.issuePage(query.templateId, query.page, query.pageSize);
      return { list: rows.map(issueView), total, page: query.page, pageSize: query.pageSize };
    },
  };
}
