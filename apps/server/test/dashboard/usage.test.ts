import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, conversations, messages, visitors, type NewMessageRow } from '../../src/db/schema/index.js';
import { microFen, roundFen } from '../../src/modules/dashboard/usage-cost.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { loginAs } from '../admin/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, query = '') => t.app.inject({ url: `/api/admin/usage${query}`, headers });
const post = (headers: Record<string, string>, what: 'save' | 'delete', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/usage/prices/${what}`, headers, payload });

describe('the cost of tokens', () => {
  it('is exact in millionths of a fen and rounded once, half up', () => {
    const price = { inputFenPerMillion: 200, outputFenPerMillion: 800 };
    expect(microFen(1000n, 500n, price)).toBe(600_000n);
    expect(roundFen(600_000n)).toBe(1);
    expect(roundFen(499_999n)).toBe(0);
    expect(roundFen(500_000n)).toBe(1);
    expect(microFen(10n ** 12n, 10n ** 12n, { inputFenPerMillion: 10_000_000, outputFenPerMillion: 10_000_000 })).toBe(
      2n * 10n ** 19n,
    );
    expect(microFen(1000n, 1000n, undefined)).toBe(0n);
  });
});

describe('model usage in the console', () => {
  it('adds up tokens per China day and model, prices them, and names the heaviest accounts', async () => {
    const admin = await loginAs(t, 'admin');
    expect(
      (await post(admin.headers, 'save', { model: 'usage-model', inputFenPerMillion: 200, outputFenPerMillion: 800 }))
        .statusCode,
    ).toBe(200);
    const a = await t.login({ nickname: '用量甲', phone: '13800001111' });
    const b = await t.login({ nickname: '用量乙' });
    const [visitor] = await t.db
      .insert(visitors)
      .values({ tempToken: `usage-${Date.now()}` })
      .returning({ id: visitors.id });
    const [ca, cb, cv] = await t.db
      .insert(conversations)
      .values([
        { userId: a.user.id, title: 'A' },
        { userId: b.user.id, title: 'B' },
        { visitorId: visitor!.id, title: 'V' },
      ])
      .returning({ id: conversations.id });
    const answer = (
      conversationId: string,
      at: string,
      model: string,
      prompt: number,
      completion: number,
      extra: Partial<NewMessageRow> = {},
    ): NewMessageRow => ({
      conversationId,
      role: 'assistant',
      model,
      promptTokens: prompt,
      completionTokens: completion,
      createdAt: new Date(at),
      ...extra,
    });
    await t.db.insert(messages).values([
      // 23:30 on 1 March in Beijing, then 00:30 on the 2nd: Beijing days, not UTC's.
      answer(ca!.id, '2026-03-01T15:30:00Z', 'usage-model', 1000, 500),
      answer(ca!.id, '2026-03-01T16:30:00Z', 'usage-model', 1_250_000, 250_000),
      answer(ca!.id, '2026-03-02T02:00:00Z', 'offline', 300, 700),
      // Still streaming: its usage is not written yet.
      answer(ca!.id, '2026-03-02T03:00:00Z', 'usage-model', 0, 0, {
        status: 'streaming',
        promptTokens: null,
        completionTokens: null,
      }),
      { conversationId: ca!.id, role: 'user', content: '问题', createdAt: new Date('2026-03-02T02:00:00Z') },
      // Regenerated since: the model was paid for it all the same.
      answer(cb!.id, '2026-03-02T04:00:00Z', 'usage-model', 2000, 1000, {
        deletedAt: new Date('2026-03-02T05:00:00Z'),
      }),
      answer(cb!.id, '2026-03-03T04:00:00Z', 'declined', 0, 0),
      // A visitor's answer counts in the figures, not among the accounts.
      answer(cv!.id, '2026-03-03T05:00:00Z', 'usage-model', 100, 100),
      // Outside 1–3 March in Beijing.
      answer(ca!.id, '2026-02-28T15:59:00Z', 'usage-model', 9999, 9999),
      answer(ca!.id, '2026-03-03T16:00:00Z', 'usage-model', 9999, 9999),
    ]);

    const res = await get(admin.headers, '?from=2026-03-01&to=2026-03-03');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.from).toBe('2026-03-01');
    expect(d.to).toBe('2026-03-03');
    const model = (
      name: string,
      answers: number,
      promptTokens: number,
      completionTokens: number,
      costFen: number,
      priced = true,
    ) => ({ model: name, answers, promptTokens, completionTokens, costFen, priced });
    expect(d.days).toEqual([
      {
        date: '2026-03-01',
        answers: 1,
        promptTokens: 1000,
        completionTokens: 500,
        // 0.6 fen
        costFen: 1,
        models: [model('usage-model', 1, 1000, 500, 1)],
      },
      {
        date: '2026-03-02',
        answers: 3,
        promptTokens: 1_252_300,
        completionTokens: 251_700,
        costFen: 451,
        models: [model('offline', 1, 300, 700, 0, false), model('usage-model', 2, 1_252_000, 251_000, 451)],
      },
      {
        date: '2026-03-03',
        answers: 2,
        promptTokens: 100,
        completionTokens: 100,
        // 0.1 fen
        costFen: 0,
        models: [model('declined', 1, 0, 0, 0, false), model('usage-model', 1, 100, 100, 0)],
      },
    ]);
    expect(d.models).toEqual([
      // 451.9 fen: the period's total is rounded once from the exact sum.
      model('usage-model', 4, 1_253_100, 251_600, 452),
      model('offline', 1, 300, 700, 0, false),
      model('declined', 1, 0, 0, 0, false),
    ]);
    expect(d.totals).toEqual({
      answers: 6,
      promptTokens: 1_253_400,
      completionTokens: 252_300,
      costFen: 452,
      modelAnswers: 4,
      offlineAnswers: 1,
      declinedAnswers: 1,
    });
    expect(d.topUsers).toEqual([
      {
        userId: a.user.id,
        nickname: '用量甲',
        phone: '138****1111',
        answers: 3,
        promptTokens: 1_251_300,
        completionTokens: 251_200,
        // 450.6 fen
        costFen: 451,
      },
      {
        userId: b.user.id,
        nickname: '用量乙',
        phone: null,
        answers: 2,
        promptTokens: 2000,
        completionTokens: 1000,
        costFen: 1,
      },
    ]);
    expect(d.prices).toEqual([
      expect.objectContaining({ model: 'usage-model', inputFenPerMillion: 200, outputFenPerMillion: 800 }),
    ]);
  });

  it('covers the last 30 Beijing days by default, and refuses a bad period', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await get(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days).toHaveLength(30);
    const refused = async (query: string) => {
      const r = await get(admin.headers, query);
      expect(r.statusCode).toBe(400);
      return r.json().msg;
    };
    expect(await refused('?from=2026-01-01&to=2026-06-01')).toBe('查询范围最多 92 天');
    expect(await refused('?from=2026-03-05&to=2026-03-01')).toBe('开始日期不能晚于结束日期');
    expect(await refused('?from=2026-02-30')).toBe('日期不存在');
    expect(await refused('?to=20260301')).toBe('日期格式应为 YYYY-MM-DD');
  });

  it('validates prices, edits and removes them, and audits every change', async () => {
    const admin = await loginAs(t, 'admin');
    const refused = async (payload: object) => {
      const r = await post(admin.headers, 'save', payload);
      expect(r.statusCode).toBe(400);
      return r.json().msg;
    };
    expect(await refused({ model: 'm1', inputFenPerMillion: -1, outputFenPerMillion: 0 })).toBe('输入价格不能为负数');
    expect(await refused({ model: 'm1', inputFenPerMillion: 1, outputFenPerMillion: 1.5 })).toBe(
      '输出价格以分为单位，须为整数',
    );
    expect(await refused({ model: 'x'.repeat(65), inputFenPerMillion: 1, outputFenPerMillion: 1 })).toBe(
      '模型名最多 64 个字符',
    );
    expect(await refused({ model: 'my model', inputFenPerMillion: 1, outputFenPerMillion: 1 })).toBe(
      '模型名只能由英文字母、数字和符号组成，不能有空格',
    );
    expect(await refused({ model: '  ', inputFenPerMillion: 1, outputFenPerMillion: 1 })).toBe('请填写模型名');
    expect(await refused({ model: 'm1', inputFenPerMillion: 10_000_001, outputFenPerMillion: 1 })).toBe(
      '输入价格最多 100000 元',
    );

    await post(admin.headers, 'save', { model: 'audit-model', inputFenPerMillion: 100, outputFenPerMillion: 300 });
    const edited = await post(admin.headers, 'save', {
      model: 'audit-model',
      inputFenPerMillion: 150,
      outputFenPerMillion: 300,
    });
    expect(edited.json().data).toContainEqual(
      expect.objectContaining({ model: 'audit-model', inputFenPerMillion: 150, outputFenPerMillion: 300 }),
    );
    const removed = await post(admin.headers, 'delete', { model: 'audit-model' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((p: { model: string }) => p.model)).not.toContain('audit-model');
    const again = await post(admin.headers, 'delete', { model: 'audit-model' });
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe('该模型没有设置价格');

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'model:audit-model'))
      .orderBy(auditLog.createdAt);
    expect(rows.map((r) => [r.action, r.actorUserId, r.before, r.after])).toEqual([
      ['model_price.create', admin.user.id, null, { inputFenPerMillion: 100, outputFenPerMillion: 300 }],
      [
        'model_price.update',
        admin.user.id,
        { inputFenPerMillion: 100, outputFenPerMillion: 300 },
        { inputFenPerMillion: 150, outputFenPerMillion: 300 },
      ],
      ['model_price.delete', admin.user.id, { inputFenPerMillion: 150, outputFenPerMillion: 300 }, null],
    ]);
  });

  it('is for admins only: operators, plain accounts and strangers are refused and change nothing', async () => {
    const operator = await loginAs(t, 'operator');
    const user = await loginAs(t, null);
    const price = { model: 'refused-model', inputFenPerMillion: 1, outputFenPerMillion: 1 };
    for (const headers of [operator.headers, user.headers]) {
      expect((await get(headers)).statusCode).toBe(403);
      expect((await post(headers, 'save', price)).statusCode).toBe(403);
    }
    expect((await get({})).statusCode).toBe(401);
    expect((await post({}, 'save', price)).statusCode).toBe(401);
    const admin = await loginAs(t, 'admin');
    const prices = (await get(admin.headers)).json().data.prices.map((p: { model: string }) => p.model);
    expect(prices).not.toContain('refused-model');
  });
});
