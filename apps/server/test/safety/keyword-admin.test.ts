import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, safetyKeywords } from '../../src/db/schema/index.js';
import { safetySeeder } from '../../src/modules/safety/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { loginAs } from '../admin/helpers.js';
import { createPeer, eventually, sharedKv } from '../chat/helpers.js';

let t: TestApp;
let peer: Awaited<ReturnType<typeof createPeer>>;
let operator: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  const kv = sharedKv();
  t = await createTestApp({ kv: kv() });
  await safetySeeder.run(t.db);
  peer = await createPeer(t, kv());
  operator = await loginAs(t, 'operator');
});
afterAll(async () => {
  await peer?.close();
  await t?.close();
});

const call = async (method: 'GET' | 'POST', url: string, body?: unknown, headers = operator.headers) => {
  const res = await t.app.inject({
    method,
    url: `/api/admin/safety${url}`,
    headers,
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};
const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
const blocks = async (app: TestApp['app'], text: string) =>
  !(await app.ctx.services.safety.gate.check(text, 'question')).pass;

describe('the console keyword library', () => {
  it('is for console staff only', async () => {
    const user = await t.login();
    expect((await call('GET', '/keywords', undefined, user.headers)).status).toBe(403);
    expect((await call('POST', '/keywords/add', { term: '测试词', category: 'fraud' }, user.headers)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/safety/keywords' })).statusCode).toBe(401);
  });

  it('adds a term that every instance blocks at once, lists it, and writes the audit log', async () => {
    expect(await blocks(peer.app, '青柚秘方是什么')).toBe(false);
    const added = await call('POST', '/keywords/add', { term: ' 青柚秘方 ', category: 'fraud' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ term: '青柚秘方', category: 'fraud', shipped: false, disabled: false });
    // Both instances reload on the change's notification (this one too), each when it arrives.
    await eventually(async () => (await blocks(peer.app, '青柚秘方是什么')) && blocks(t.app, '青柚秘方是什么'), 20_000);

    const list = await call('GET', '/keywords?keyword=青柚&category=fraud');
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].term).toBe('青柚秘方');
    const [row] = await auditOf('safety.keyword.add');
    expect(row).toMatchObject({ actorUserId: operator.user.id, target: `safety_keyword:${added.body.data.id}` });

    const again = await call('POST', '/keywords/add', { term: '青柚秘方', category: 'fraud' });
    expect(again).toMatchObject({ status: 409, body: { msg: '该关键词已在「诈骗」类别中' } });
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = await t.db.$count(safetyKeywords);
    expect((await call('POST', '/keywords/add', { term: '', category: 'fraud' })).body.msg).toBe('请输入关键词');
    expect((await call('POST', '/keywords/add', { term: '词', category: 'nope' })).body.msg).toBe('请选择有效的类别');
    expect((await call('POST', '/keywords/add', { term: '！！！', category: 'fraud' })).body.msg).toBe(
      '关键词须包含文字或数字',
    );
    expect((await call('POST', '/keywords/add', { term: '长'.repeat(51), category: 'fraud' })).body.msg).toBe(
      '关键词最多 50 个字',
    );
    expect((await call('GET', '/keywords?pageSize=500')).body.msg).toBe('每页最多 100 条');
    expect(await t.db.$count(safetyKeywords)).toBe(before);
  });

  it('disables a shipped term (so the next start does not bring it back) and deletes an operator’s', async () => {
    const [shipped] = await t.db.select().from(safetyKeywords).where(eq(safetyKeywords.shipped, true)).limit(1);
    const off = await call('POST', '/keywords/remove', { id: shipped!.id });
    expect(off.body.data).toEqual({ removed: 'disabled' });
    await safetySeeder.run(t.db);
    const [still] = await t.db.select().from(safetyKeywords).where(eq(safetyKeywords.id, shipped!.id));
    expect(still!.disabled).toBe(true);
    expect(
      (await call('GET', `/keywords?status=disabled&keyword=${encodeURIComponent(shipped!.term)}`)).body.data.total,
    ).toBe(1);
    expect((await call('POST', '/keywords/enable', { id: shipped!.id })).body.data.disabled).toBe(false);

    const own = await call('POST', '/keywords/add', { term: '临时词条甲', category: 'privacy' });
    expect((await call('POST', '/keywords/remove', { id: own.body.data.id })).body.data).toEqual({
      removed: 'deleted',
    });
    expect(await t.db.$count(safetyKeywords, eq(safetyKeywords.id, own.body.data.id))).toBe(0);
    expect((await call('POST', '/keywords/remove', { id: own.body.data.id })).body).toMatchObject({
      code: 404,
      msg: '关键词不存在',
    });
    expect((await auditOf('safety.keyword.disable')).length).toBe(1);
    expect((await auditOf('safety.keyword.delete')).length).toBe(1);
  });

  it('imports a file of 10,000+ lines in one request: validated, deduplicated, with a Chinese summary', async () => {
    const lines = ['词,类别,来源'];
    for (let i = 0; i < 10_000; i++) lines.push(`导入词${i}`);
    lines.push(
      '导入词1',
      '导入词2,色情',
      '',
      '# 注释',
      '坏类别词,不存在的类别',
      '长'.repeat(60),
      '青柚秘方,gambling_drugs',
    );
    const res = await call('POST', '/keywords/import', { text: lines.join('\r\n'), category: 'fraud' });
    expect(res.status).toBe(200);
    // 10,000 new; 青柚秘方 moves category; 导入词1 and 导入词2 repeat earlier lines; two lines are refused.
    expect(res.body.data).toMatchObject({ added: 10_000, updated: 1, skipped: 2, invalid: 2 });
    expect(res.body.data.invalidLines).toEqual([10_006, 10_007]);
    expect(res.body.data.summary).toBe('新增 10000 个，更新 1 个，跳过 2 个（已存在或重复），2 行无效未导入');
    expect(await t.db.$count(safetyKeywords, eq(safetyKeywords.category, 'fraud'))).toBeGreaterThanOrEqual(10_000);
    await eventually(async () => blocks(peer.app, '有没有导入词9999的门路'), 20_000);

    const again = await call('POST', '/keywords/import', { text: '导入词5\n导入词6', category: 'fraud' });
    expect(again.body.data).toMatchObject({ added: 0, updated: 0, skipped: 2, invalid: 0 });
    const [audit] = await auditOf('safety.keyword.import');
    expect(audit!.after).toMatchObject({ added: 10_000, updated: 1 });

    expect((await call('POST', '/keywords/import', { text: '\n# 空\n', category: 'fraud' })).body.msg).toBe(
      '文件里没有可导入的关键词',
    );
    const tooMany = Array.from({ length: 50_001 }, () => 'a').join('\n');
    expect((await call('POST', '/keywords/import', { text: tooMany, category: 'fraud' })).body.msg).toBe(
      '一次最多导入 50,000 行',
    );
  });

  it('exports the library in force as CSV that imports again as it is', async () => {
    const res = await call('GET', '/keywords/export?category=fraud');
    expect(res.status).toBe(200);
    const { csv, count, filename } = res.body.data;
    expect(filename).toMatch(/^关键词库-fraud-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csv.trim().split('\n');
    expect(rows[0]).toBe('词,类别,来源');
    expect(rows).toHaveLength(count + 1);
    expect(rows).toContain('导入词42,诈骗,运营添加');
    const back = await call('POST', '/keywords/import', { text: csv, category: 'porn' });
    expect(back.body.data).toMatchObject({ added: 0, updated: 0, skipped: count, invalid: 0 });
  });
});
