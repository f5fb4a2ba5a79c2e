import { AnswerModel, DAY_MS, chinaDay, lastChinaDays, startOfChinaDay } from '@lucina/contracts';
import {
  UsageConsole,
  UsageText,
  type ModelPrice,
  type ModelPriceBody,
  type ModelUsage,
  type UsageModel,
  type UsageQuery,
} from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import type { ModelPriceRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { maskPhone } from '../../lib/mask.js';
import { auditRepository } from '../audit/index.js';
import { modelPriceRepository } from './model-price.repository.js';
import { microFen, roundFen, type Price } from './usage-cost.js';
import { usageRepository } from './usage.repository.js';

const toPrice = (r: ModelPriceRow): ModelPrice => ({
  model: r.model,
  inputFenPerMillion: r.inputFenPerMillion,
  outputFenPerMillion: r.outputFenPerMillion,
  updateTime: r.updatedAt.toISOString(),
});
const auditView = (r: ModelPriceRow | null) =>
  r && { inputFenPerMillion: r.inputFenPerMillion, outputFenPerMillion: r.outputFenPerMillion };

/** Tokens and exact cost being added up for one figure. */
class Tally {
  answers = 0;
  prompt = 0n;
  completion = 0n;
  micro = 0n;
  add(answers: number, prompt: bigint, completion: bigint, micro: bigint) {
    this.answers += answers;
    this.prompt += prompt;
    this.completion += completion;
    this.micro += micro;
  }
  get tokens() {
    return this.prompt + this.completion;
  }
  figures() {
    return {
      answers: this.answers,
      promptTokens: Number(this.prompt),
      completionTokens: Number(this.completion),
      costFen: roundFen(this.micro),
    };
  }
}

/** The period asked for, as China days: the last 30 by default, at most 92, not past today. */
function period(query: UsageQuery, now: Date) {
  const today = chinaDay(now).day;
  const to = query.to ?? today;
  const from = query.from ?? lastChinaDays(UsageConsole.defaultDays, startOfChinaDay(to)).keys[0]!;
  const start = startOfChinaDay(from);
  const count = Math.round((startOfChinaDay(to).getTime() - start.getTime()) / DAY_MS) + 1;
  if (count < 1) throw AppError.badRequest(UsageText.fromAfterTo);
  if (count > UsageConsole.maxDays) throw AppError.badRequest(UsageText.periodTooLong);
  const keys = Array.from({ length: count }, (_, i) => chinaDay(start.getTime() + i * DAY_MS).day);
  return { from, to, start, end: new Date(start.getTime() + count * DAY_MS), keys };
}

/** The console's model usage and cost, and the prices the cost is estimated from (every change audited). */
export function createUsageService({ db }: { db: Database }) {
  const usage = usageRepository(db);
  const prices = modelPriceRepository(db);

  return {
    async report(query: UsageQuery, now = new Date()): Promise<ModelUsage> {
      const p = period(query, now);
      const [rows, top, priceRows] = await Promise.all([
        usage.perDayAndModel(p.start, p.end),
        usage.topUsers(p.start, p.end, UsageConsole.topUsers),
        prices.all(),
      ]);
      const priceOf = new Map<string, Price>(priceRows.map((r) => [r.model, r]));
      const days = new Map(p.keys.map((k) => [k, { tally: new Tally(), models: [] as UsageModel[] }]));
      const models = new Map<string, Tally>();
      const total = new Tally();
      for (const r of rows) {
        const micro = microFen(r.promptTokens, r.completionTokens, priceOf.get(r.model));
        const cell = new Tally();
        cell.add(r.answers, r.promptTokens, r.completionTokens, micro);
        const day = days.get(r.day);
        day?.tally.add(r.answers, r.promptTokens, r.completionTokens, micro);
        day?.models.push({ model: r.model, ...cell.figures(), priced: priceOf.has(r.model) });
        if (!models.has(r.model)) models.set(r.model, new Tally());
        models.get(r.model)!.add(r.answers, r.promptTokens, r.completionTokens, micro);
        total.add(r.answers, r.promptTokens, r.completionTokens, micro);
      }
      const answersOf = (model: string) => models.get(model)?.answers ?? 0;
      const offlineAnswers = answersOf(AnswerModel.offline);
      const declinedAnswers = answersOf(AnswerModel.declined);
      return {
        from: p.from,
        to: p.to,
        days: [...days].map(([date, d]) => ({ date, ...d.tally.figures(), models: d.models })),
        models: [...models]
          .sort(([a, x], [b, y]) => (x.tokens === y.tokens ? a.localeCompare(b) : x.tokens > y.tokens ? -1 : 1))
          .map(([model, t]) => ({ model, ...t.figures(), priced: priceOf.has(model) })),
        totals: {
          ...total.figures(),
          modelAnswers: total.answers - offlineAnswers - declinedAnswers,
          offlineAnswers,
          declinedAnswers,
        },
        topUsers: top.map((u) => ({
          userId: u.userId,
          nickname: u.nickname,
          phone: maskPhone(u.phone),
          answers: u.answers,
          promptTokens: Number(u.promptTokens),
          completionTokens: Number(u.completionTokens),
          costFen: roundFen(u.microFen),
        })),
        prices: priceRows.map(toPrice),
      };
    },

    async savePrice(actorUserId: string, body: ModelPriceBody): Promise<ModelPrice[]> {
      await db.transaction(async (tx) => {
        const repo = modelPriceRepository(tx);
        const before = await repo.find(body.model);
        await repo.upsert({ ...body, updatedBy: actorUserId });
        await auditRepository(tx).write({
          actorUserId,
          action: before ? 'model_price.update' : 'model_price.create',
          target: `model:${body.model}`,
          before: auditView(before),
          after: { inputFenPerMillion: body.inputFenPerMillion, outputFenPerMillion: body.outputFenPerMillion },
        });
      });
      return (await prices.all()).map(toPrice);
    },

    async removePrice(actorUserId: string, model: string): Promise<ModelPrice[]> {
      await db.transaction(async (tx) => {
        const repo = modelPriceRepository(tx);
        const before = await repo.find(model);
        if (!before) throw AppError.notFound(UsageText.priceNotFound);
        await repo.remove(model);
        await auditRepository(tx).write({
          actorUserId,
          action: 'model_price.delete',
          target: `model:${model}`,
          before: auditView(before),
          after: null,
        });
      });
      return (await prices.all()).map(toPrice);
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
