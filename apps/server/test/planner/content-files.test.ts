import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFiles, loadPlannerContent } from '../../src/providers/llm/offline/content/load.js';

const topic = (id: string) => ({
  id,
  area: 'resume',
  name: `主题${id}`,
  triggers: [`触发${id}`],
  points: [1, 2, 3].map((n) => `第${n}条足够长的要点，用来满足每条内容至少十五个字的要求。`),
});

describe('planner content split over files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, body: unknown) => fs.writeFileSync(path.join(dir, name), JSON.stringify(body));

  it("reads a kind's main file, then its parts in name order, and nothing that only starts alike", () => {
    write('topics.zh.json', [topic('a')]);
    write('topics.money.zh.json', [topic('m')]);
    write('topics.jobs.zh.json', [topic('j')]);
    write('topicsextra.zh.json', [topic('x')]);
    write('topics.money.zh.json.bak', [topic('b')]);
    expect(contentFiles(dir, 'topics.zh.json')).toEqual([
      'topics.zh.json',
      'topics.jobs.zh.json',
      'topics.money.zh.json',
    ]);
    expect(loadPlannerContent(dir).topics.map((t) => t.id)).toEqual(['a', 'j', 'm']);
  });

  it('names the part that is malformed', () => {
    write('topics.bad.zh.json', [{ id: 'bad' }]);
    expect(() => loadPlannerContent(dir)).toThrow(/topics\.bad\.zh\.json/);
  });
});
