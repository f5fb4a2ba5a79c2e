import { fmt, percentile } from './lib.js';
import { safety } from './server.js';
import { watchStalls } from './stalls.js';

const { KeywordLibrary, createSafetyGate, shippedKeywords } = safety;

/** Deterministic pseudo-random numbers (xorshift32), so runs compare like with like. */
function xorshift(seed: number) {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const QUESTIONS = [
  '我是计算机专业大三学生，考研还是直接就业更合适？',
  '药剂师和医药代表哪个更适合内向的人？',
  '30岁想从销售转行做数据分析，需要准备什么，大概要多久？',
  '帮我看看我的兴趣代码 ASE 适合哪些职业，第一个具体每天做什么？',
  '法医的工作日常是什么样的，需要读什么专业',
];
const ANSWER =
  '从你的描述看，你更适合先把基础打牢：第一，梳理自己在课程和项目中最有成就感的部分；第二，找两到三个目标岗位，' +
  '对照招聘要求列出差距；第三，用一个学期做一个能写进简历的项目。考研的意义在于它能否帮你进入目标岗位，而不是延迟决定。' +
  '如果目标岗位普遍要求硕士，考研值得；如果更看重项目和实习，直接就业积累经验更划算。建议先用两周时间做信息调研，' +
  '和三位在职的人聊聊，再做决定。你也可以结合测评结果，看看兴趣代码中排在前面的类型对应哪些工作内容。';

/**
 * The safety gate's added time per check with a 50,000-entry library (the shipped one plus generated entries):
 * a question (keywords, pinyin, homophones and the planner's rules) and an answer window (300 new characters and
 * the 64 before them, as the streaming check reads). The library's compile runs when an operator changes the
 * library, not per check: it is timed twice, at once (as tools and the shipped gate do) and in slices (as a server
 * reloading does), each with the longest the event loop was kept waiting meanwhile.
 */
export async function safetyBench(entries = 50_000, iterations = 5000) {
  const random = xorshift(2026);
  const han = Array.from({ length: 3000 }, () => String.fromCharCode(0x4e00 + Math.floor(random() * 20_000)));
  const shipped = shippedKeywords();
  const library = [...shipped];
  const seen = new Set(library.map((e) => e.term));
  const categories = ['illegal', 'fraud', 'porn', 'gambling_drugs', 'privacy'] as const;
  while (library.length < entries) {
    const length = 2 + Math.floor(random() * 3);
    const term = Array.from({ length }, () => han[Math.floor(random() * han.length)]).join('');
    if (seen.has(term)) continue;
    seen.add(term);
    library.push({ term, category: categories[library.length % categories.length]! });
  }
  const timedCompile = async (build: () => Promise<InstanceType<typeof KeywordLibrary>>) => {
    // A collection left over from building the entries would land in the window and be counted as the compile's.
    (globalThis as { gc?: () => void }).gc?.();
    const watch = watchStalls(20);
    // The watch's timers are armed on the next turn; a compile started before would not be seen.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const start = performance.now();
    const built = await build();
    const ms = performance.now() - start;
    // One more turn, so the stall the compile caused is seen by the watch.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const report = watch.stop();
    const longest = report.stalls.reduce((m, st) => Math.max(m, st.end - st.start), 0);
    return { built, ms, blockedMs: Math.max(report.maxMs, longest) };
  };
  const atOnce = await timedCompile(async () => new KeywordLibrary(library));
  const sliced = await timedCompile(() => KeywordLibrary.compile(library));
  const compiled = sliced.built;
  const compileMs = sliced.ms;
  const gate = createSafetyGate({ library: () => compiled });
  const window = ANSWER.repeat(2).slice(0, 364);

  const measure = async (stage: 'question' | 'answer', texts: string[]) => {
    for (let i = 0; i < 500; i++) await gate.check(texts[i % texts.length]!, stage); // warm-up
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const text = texts[i % texts.length]!;
      const start = process.hrtime.bigint();
      await gate.check(text, stage);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  };
  const question = await measure('question', QUESTIONS);
  const answer = await measure('answer', [window]);
  console.log(`\n[safety] ${compiled.size} entries, ${iterations} checks each`);
  console.log(
    `  compile at once: ${fmt(atOnce.ms, 0)} ms, event loop blocked up to ${fmt(atOnce.blockedMs, 0)} ms; ` +
      `in slices (a server's reload): ${fmt(sliced.ms, 0)} ms, blocked up to ${fmt(sliced.blockedMs, 0)} ms`,
  );
  console.log(
    `  question (${QUESTIONS.length} questions): p50 ${fmt(question.p50, 3)} ms  p99 ${fmt(question.p99, 3)} ms`,
  );
  console.log(`  answer window (${window.length} chars): p50 ${fmt(answer.p50, 3)} ms  p99 ${fmt(answer.p99, 3)} ms`);
  return { question, answer, compileMs, blockedMs: sliced.blockedMs };
}
