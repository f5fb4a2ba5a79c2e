import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContentSeeder } from '../../src/modules/content/index.js';
import { loginAs } from '../admin/helpers.js';
import { call, completeTest, createAssessmentApp } from '../assessment/helpers.js';
import type { TestApp } from '../helpers/app.js';
import { adminGet, adminPost, auditTrail, uploadImage } from './helpers.js';

let t: TestApp;
let operator: Awaited<ReturnType<typeof loginAs>>;
let member: { headers: Record<string, string> };
let recordId: string;
beforeAll(async () => {
  t = await createAssessmentApp();
  operator = await loginAs(t, 'operator');
  member = await t.login({ userGrade: 2, endTime: new Date(Date.now() + 30 * 86_400_000) });
  // Social first, enterprising second.
  recordId = await completeTest(t, member.headers, { R: 1, I: 1, A: 2, S: 5, E: 4, C: 1 });
});
afterAll(() => t.close());

const recommended = async () =>
  (await call(t, 'consultantExpert', member.headers, { recordId })).json().data as {
    id: string;
    name: string;
    reasonZh: string;
    photoUrl: string;
    contactQrUrl: string;
    contactWechatId: string;
  }[];
const save = (payload: object) => adminPost(t, operator.headers, '/consultants/save', payload);
const profile = {
  name: '孙老师',
  photoUrl: '',
  title: '教育行业职业顾问',
  years: 7,
  specialtiesZh: ['教师招聘', '师范生求职'],
  introZh: '十年中学教师经历，现专注师范生与教育行业求职辅导。',
  hollandCodes: 'SA',
  contactQrUrl: '',
  serviceConfigId: 14,
  sort: 1,
  enabled: true,
};

describe('consultants', () => {
  it('a report shows none until an operator adds a real one, then that person with photo and contact QR', async () => {
    expect(await recommended()).toEqual([]);
    const photoUrl = await uploadImage(t, operator.headers, 'consultantPhoto');
    const contactQrUrl = await uploadImage(t, operator.headers, 'consultantQr');
    const res = await save({ ...profile, photoUrl, contactQrUrl, contactWechatId: ' lucina_sun ' });
    expect(res.statusCode).toBe(200);
    const [shown] = await recommended();
    expect(shown).toMatchObject({
      id: res.json().data.id,
      name: '孙老师',
      photoUrl,
      contactQrUrl,
      contactWechatId: 'lucina_sun',
    });
    expect(shown!.reasonZh).toContain('SE');
    expect(shown!.reasonZh).toContain('社会型');
    expect(shown!.reasonZh).toContain('教师招聘');
  });

  it('matches by Holland code, hides disabled and deleted ones, and audits every change', async () => {
    const other = (await save({ ...profile, name: '钱老师', hollandCodes: 'RC', sort: 0 })).json().data;
    const third = (await save({ ...profile, name: '吴老师', hollandCodes: 'ES', sort: 2 })).json().data;
    // ES covers the report's first two types, SA the first and third, RC none: whatever the console order.
    expect((await recommended()).map((c) => c.name)).toEqual(['吴老师', '孙老师']);

    await save({ ...third, enabled: false });
    expect((await recommended()).map((c) => c.name)).toEqual(['孙老师', '钱老师']);
    expect((await adminPost(t, operator.headers, '/consultants/delete', { id: other.id })).statusCode).toBe(200);
    expect((await recommended()).map((c) => c.name)).toEqual(['孙老师']);
    const listed = (await adminGet(t, operator.headers, '/consultants')).json().data as { name: string }[];
    expect(listed.map((c) => c.name)).toEqual(['孙老师', '吴老师']);

    expect((await auditTrail(t, `consultant:${third.id}`)).map((e) => [e.action, e.after])).toEqual([
      ['consultant.create', expect.objectContaining({ name: '吴老师', enabled: true })],
      ['consultant.update', expect.objectContaining({ name: '吴老师', enabled: false })],
    ]);
    expect((await auditTrail(t, `consultant:${other.id}`)).at(-1)).toMatchObject({
      action: 'consultant.delete',
      before: { name: '钱老师' },
      after: null,
    });
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = (await adminGet(t, operator.headers, '/consultants')).json().data;
    const cases = [
      [{ ...profile, hollandCodes: 'SS' }, '霍兰德代码须为 1–3 个不重复的字母（R、I、A、S、E、C）'],
      [{ ...profile, hollandCodes: 'XYZW' }, '霍兰德代码须为 1–3 个不重复的字母（R、I、A、S、E、C）'],
      [{ ...profile, photoUrl: 'http://example.com/a.jpg' }, '图片须通过后台上传'],
      [{ ...profile, serviceConfigId: 9 }, '服务编号（configId）只能是 5–8、10–14'],
      [{ ...profile, specialtiesZh: [] }, '请至少填写一条擅长领域'],
      [{ ...profile, years: 1.5 }, '从业年限须为整数'],
      [{ ...profile, contactWechatId: '微信号' }, '微信号须为 6–20 位字母、数字、下划线或减号，以字母开头'],
    ] as const;
    for (const [input, msg] of cases) {
      const res = await save(input);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const missing = await save({ ...profile, id: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('顾问不存在或已删除');
    expect((await adminGet(t, operator.headers, '/consultants')).json().data).toEqual(before);
  });

  it('the demo sample set never revives a deleted sample', async () => {
    await demoContentSeeder.run(t.db);
    const sample = (
      (await adminGet(t, operator.headers, '/consultants')).json().data as { id: string; name: string }[]
    ).find((c) => c.name === '王老师')!;
    await adminPost(t, operator.headers, '/consultants/delete', { id: sample.id });
    await demoContentSeeder.run(t.db);
    const names = ((await adminGet(t, operator.headers, '/consultants')).json().data as { name: string }[]).map(
      (c) => c.name,
    );
    expect(names).not.toContain('王老师');
    expect(names).toContain('周老师');
  });
});
