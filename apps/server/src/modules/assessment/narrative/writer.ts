import type { LlmProvider } from '../../../providers/llm/index.js';
import type { NarrativeInput } from './narrative-input.js';

/** Writes a report narrative piece by piece; the service saves the pieces as they come. */
export interface NarrativeWriter {
  readonly provider: string;
  write(input: NarrativeInput, signal: AbortSignal): AsyncIterable<string>;
}

const SYSTEM_PROMPT =
  '你是 Lucina 的资深职业规划师。请根据用户的霍兰德职业兴趣测评结果、匹配职业、需求标签和简历内容，' +
  '用温暖、具体、不夸大的中文写一份个人解读（Markdown，600–900 字，使用二级标题）：兴趣画像、优先了解的职业方向及理由、' +
  '结合需求与简历的建议、接下来三步行动。只依据给出的信息，不要编造用户没有提供的经历。';

/** The user turn: the facts as plain lines, so any OpenAI-compatible model can follow them. */
export function narrativePrompt(input: NarrativeInput): string {
  const lines = [
    `霍兰德代码：${input.hollandCode}`,
    `六种兴趣（从高到低）：${input.types.map((t) => `${t.nameZh}${t.percent}%`).join('，')}`,
    `一致性：${input.consistencyZh}`,
    `分化度：${input.differentiationZh}`,
    `匹配职业：${input.occupations.map((o) => `${o.titleZh}（${o.fitZh}）`).join('，') || '暂无'}`,
    `想获得的帮助：${input.workTags.join('、') || '未填写'}`,
    `关注的方向：${input.layoutTags.join('、') || '未填写'}`,
    `简历内容：${input.resumeText ? input.resumeText.slice(0, 6000) : '未上传'}`,
  ];
  return lines.join('\n');
}

/** A narrative from the configured large model (DeepSeek, Qwen, vLLM, Ollama…); thinking is not kept. */
export function createLlmNarrativeWriter(llm: LlmProvider): NarrativeWriter {
  return {
    provider: llm.modelName(0),
    async *write(input, signal) {
      const question = narrativePrompt(input);
      const stream = llm.stream({
        modelCode: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: question },
        ],
        question,
        previousQuestions: [],
        profile: { riasec: null, workTag: input.workTags.join(','), layoutTag: input.layoutTags.join(',') },
        signal,
      });
      for await (const chunk of stream) if (chunk.type === 'text') yield chunk.content;
    },
  };
}
