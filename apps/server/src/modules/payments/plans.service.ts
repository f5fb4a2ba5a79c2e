import { AdminText, type AdminPlan, type AdminPlanUpdateBody } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import type { MembershipPlanRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import { paymentsRepository } from './payments.repository.js';
import { plansRepository } from './plans.repository.js';

const EDITABLE = [
  'name',
  'description',
  'priceFen',
  'originPriceFen',
  'recommendedTag',
  'isActive',
  'benefits',
] as const;

const view = (p: MembershipPlanRow): AdminPlan => ({
  id: p.id,
  name: p.name,
  description: p.description,
  priceFen: p.priceFen,
  originPriceFen: p.originPriceFen,
  membershipUnit: p.membershipUnit,
  membershipLevel: p.membershipLevel,
  durationDays: p.durationDays,
  isActive: p.isActive,
  recommendedTag: p.recommendedTag,
  benefits: p.benefits,
  updateTime: p.updatedAt.toISOString(),
});

/**
 * Membership plans as operators price them. Orders copy their prices when they are made, so an edit
 * reaches the next order only; the audit log keeps each edit (target `plan:<id>`) as the price history.
 */
export function createPlanService({ db }: { db: Database }) {
  return {
    list: async () => (await paymentsRepository(db).plans()).map(view),
    async update(actorUserId: string, body: AdminPlanUpdateBody) {
      const updated = await db.transaction(async (tx) => {
        const plans = plansRepository(tx);
        const row = await plans.lock(body.id);
        if (!row) throw AppError.notFound(AdminText.planNotFound);
        const next = { ...body, benefits: body.benefits.map((b, i) => ({ id: i + 1, ...b })) };
        const changed = EDITABLE.filter((k) => JSON.stringify(row[k]) !== JSON.stringify(next[k]));
        if (changed.length === 0) return row;
        const patch = Object.fromEntries(changed.map((k) => [k, next[k]]));
        const saved = await plans.update(body.id, patch);
        await auditRepository(tx).write({
          actorUserId,
          action: 'plan.update',
          target: `plan:${body.id}`,
          before: Object.fromEntries(changed.map((k) => [k, row[k]])),
          after: patch,
        });
        return saved;
      });
      return view(updated);
    },
  };
}
