import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupations, surveyQuestions, surveyTemplates } from '../../src/db/schema/index.js';
import { assessmentSeeder } from '../../src/modules/assessment/assessment.seeder.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('assessment seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const n = async (q: Promise<Array<{ n: number }>>) => (await q)[0]!.n;
    return {
      occupations: await n(t.db.select({ n: count() }).from(occupations)),
      templates: await n(t.db.select({ n: count() }).from(surveyTemplates)),
      riasec48: await n(t.db.select({ n: count() }).from(surveyQuestions).where(eq(surveyQuestions.templateId, 1))),
      riasec72: await n(t.db.select({ n: count() }).from(surveyQuestions).where(eq(surveyQuestions.templateId, 2))),
    };
  };

  it('is idempotent: running it twice leaves 923 occupations and 48 (+72) questions', async () => {
    await assessmentSeeder.run(t.db);
    const first = await counts();
    expect(first).toEqual({ occupations: 923, templates: 2, riasec48: 48, riasec72: 72 });
    await assessmentSeeder.run(t.db);
    expect(await counts()).toEqual(first);
  });

  it('restores edited reference rows from the data files', async () => {
    await assessmentSeeder.run(t.db);
    await t.db.update(occupations).set({ titleZh: '改坏了', r: 7 }).where(eq(occupations.code, '11-1011.00'));
    await assessmentSeeder.run(t.db);
    const [row] = await t.db.select().from(occupations).where(eq(occupations.code, '11-1011.00'));
    expect(row).toMatchObject({
      titleZh: '首席执行官',
      titleEn: 'Chief Executives',
      r: 1.3,
      hollandCode: 'EC',
      jobZone: 5,
    });
    expect(row!.majors).toEqual(['工商管理', '经济学', '金融学']);
  });
});
