import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks } from '../../src/db/schema/index.js';
import { api, createEngagementApp, samplePng, type EngagementApp } from './helpers.js';

let t: EngagementApp;
beforeAll(async () => {
  t = await createEngagementApp();
});
afterAll(() => t.close());

const submit = (headers: Record<string, string>, payload: object) =>
  api(t, 'POST', '/user/help/feedback/submit', { headers, payload });
const rows = async () => (await t.db.select({ n: count() }).from(feedbacks))[0]!.n;
const text = '对话页面在手机上输入框被键盘挡住了，希望修复一下。';

describe('help and feedback', () => {
  it('lists the seeded categories, open to visitors', async () => {
    const res = await api(t, 'GET', '/user/help/feedback/categories');
    expect(res.statusCode).toBe(200);
    const cats = res.json().data as { id: number; name: string }[];
    expect(cats.map((c) => c.name)).toEqual([
      '功能异常',
      'AI 回答质量',
      '会员与支付',
      '测评与报告',
      '账号与登录',
      '产品建议',
      '其他',
    ]);
  });

  it('saves a submission with contact and a screenshot checked by its bytes', async () => {
    const { headers } = await t.login();
    const png = await samplePng();
    const res = await submit(headers, {
      categoryId: 1,
      content: `  ${text}  `,
      contact: 'wx: lucina_user',
      screenshot: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      categoryName: '功能异常',
      content: text,
      contact: 'wx: lucina_user',
      hasScreenshot: true,
      status: 0,
    });
    const files = fs.readdirSync(path.join(t.dataDir, 'uploads', 'feedback'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(t.dataDir, 'uploads', 'feedback', files[0]!))).toEqual(png);
  });

  it('refuses bad input with a clear Chinese message and saves nothing', async () => {
    const { headers } = await t.login();
    const before = await rows();
    const png = (await samplePng()).toString('base64');
    const cases: [object, RegExp][] = [
      [{ categoryId: 1, content: '太短了' }, /至少 10 个字/],
      [{ categoryId: 1, content: '长'.repeat(501) }, /不能超过 500 个字/],
      [{ categoryId: 999, content: text }, /反馈类型不存在/],
      [{ categoryId: '1', content: text }, /请选择反馈类型/],
      [{ categoryId: 1, content: 123 }, /请填写反馈内容/],
      [{ categoryId: 1, content: text, contact: 'x'.repeat(51) }, /联系方式不能超过 50 个字/],
      [{ categoryId: 1, content: text, screenshot: 'http://example.com/a.png' }, /截图格式不正确/],
      // Declared PNG but the bytes are text.
      [
        {
          categoryId: 1,
          content: text,
          screenshot: `data:image/png;base64,${Buffer.from('hello world!').toString('base64')}`,
        },
        /截图格式不正确/,
      ],
      // Declared JPEG but the bytes are a PNG.
      [{ categoryId: 1, content: text, screenshot: `data:image/jpeg;base64,${png}` }, /截图格式不正确/],
      [{ categoryId: 1, content: text, extra: 1 }, /不支持的字段/],
    ];
    for (const [payload, msg] of cases) {
      const res = await submit(headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    expect(await rows()).toBe(before);
  });

  it('refuses a screenshot over 2 MB', async () => {
    const { headers } = await t.login();
    const big = Buffer.concat([await samplePng(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await submit(headers, {
      categoryId: 1,
      content: text,
      screenshot: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('截图不能超过 2MB');
  });

  it('limits submissions per user per hour; others are not affected', async () => {
    const a = await t.login();
    const b = await t.login();
    for (let i = 0; i < 5; i++)
      expect((await submit(a.headers, { categoryId: 6, content: `${text}${i}` })).statusCode).toBe(200);
    const sixth = await submit(a.headers, { categoryId: 6, content: text });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toBe('反馈提交太频繁，请稍后再试');
    expect((await submit(b.headers, { categoryId: 6, content: text })).statusCode).toBe(200);
  });

  it('each user reads only their own feedback', async () => {
    const a = await t.login();
    const b = await t.login();
    await submit(a.headers, { categoryId: 2, content: 'A 的反馈：回答里的薪资数据有点旧了。' });
    const mineA = (await api(t, 'GET', '/user/help/feedback/mine', { headers: a.headers })).json().data;
    const mineB = (await api(t, 'GET', '/user/help/feedback/mine', { headers: b.headers })).json().data;
    expect(mineA).toHaveLength(1);
    expect(mineA[0]).toMatchObject({ categoryName: 'AI 回答质量' });
    expect(mineB).toEqual([]);
  });

  it('needs a login to submit', async () => {
    expect((await submit({}, { categoryId: 1, content: text })).statusCode).toBe(401);
  });
});
