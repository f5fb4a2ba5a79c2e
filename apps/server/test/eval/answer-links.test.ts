import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pages } from '@lucina/contracts';
import { loadEvalSet } from '../../eval/eval-set.js';
import { toolUsingFakeModel } from '../../eval/fake-model.js';
import { evaluate } from '../../eval/run-eval.js';
import { loadConfig } from '../../src/config.js';
import { createLlmProvider, type LlmProvider } from '../../src/providers/llm/index.js';
import { createOfflineLlm } from '../../src/providers/llm/offline.llm.js';
import type { TestApp } from '../helpers/app.js';
import { call, createAssessmentApp, newVisitor } from '../assessment/helpers.js';
import { startFakeUpstream, type FakeUpstream } from '../chat/fake-upstream.js';

const PAGE_PATHS = new Set<string>(Object.values(Pages).map((p) => p.path));
const ORIGIN = 'http://lucina.test';

/** Every markdown link of an answer: its text and target. */
function linksOf(answer: string) {
  return [...answer.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, text, href]) => ({ text: text!, href: href! }));
}

/**
 * Walks every link the evaluation set's answers carry, on the offline assistant and on the tool-using model
 * path: each one is a page of the product, and each occupation link opens that occupation for anyone.
 */
describe('the links in the planner’s answers open real pages', () => {
  let t: TestApp;
  let upstream: FakeUpstream;
  const set = loadEvalSet();

  beforeAll(async () => {
    t = await createAssessmentApp();
    upstream = await startFakeUpstream();
    upstream.script(toolUsingFakeModel);
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  async function walk(provider: LlmProvider) {
    const links = (await evaluate(provider, set)).flatMap((r) => linksOf(r.answer));
    const titles = new Map<string, string>();
    for (const { text, href } of links) {
      // In-app, same origin: the chat opens it inside the app.
      const url = new URL(href, ORIGIN);
      expect(url.origin, href).toBe(ORIGIN);
      expect(PAGE_PATHS.has(url.pathname), href).toBe(true);
      if (url.pathname !== Pages.occupation.path) continue;
      expect([...url.searchParams.keys()], href).toEqual(['code']);
      titles.set(url.searchParams.get('code')!, text);
    }
    const visitor = newVisitor();
    for (const [code, title] of titles) {
      const res = await call(t, 'occupationDetail', visitor, { code });
      expect(res.statusCode, `${code} ${res.body}`).toBe(200);
      expect(res.json().data.titleZh, code).toBe(title);
    }
    return { links: links.length, occupations: titles.size };
  }

  // Each walk answers every evaluation question (over 300, some with earlier turns): a few seconds on an idle
  // machine, several times that when the suite shares the cores with other workers.
  const WALK_TIMEOUT_MS = 120_000;

  it(
    'on the offline assistant',
    async () => {
      const found = await walk(createOfflineLlm({ offlineChunkDelayMs: 0 }));
      expect(found.links).toBeGreaterThan(200);
      expect(found.occupations).toBeGreaterThan(90);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'on the grounded model path with tools',
    async () => {
      const env = { LLM_PROVIDER: 'openai', LLM_BASE_URL: upstream.baseUrl, LLM_API_KEY: 'fake', LLM_MODEL: 'fake' };
      const found = await walk(createLlmProvider(loadConfig({ LOG_LEVEL: 'silent', ...env }).llm));
      expect(found.links).toBeGreaterThan(200);
      expect(found.occupations).toBeGreaterThan(50);
    },
    WALK_TIMEOUT_MS,
  );
});
