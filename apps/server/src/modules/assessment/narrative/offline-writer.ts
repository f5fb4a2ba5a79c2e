import { setTimeout as sleep } from 'node:timers/promises';
import type { NarrativeInput } from './narrative-input.js';
import type { NarrativeWriter } from './writer.js';

/** Words worth noticing in a Chinese student's or young professional's résumé, by what they say about the person. */
const RESUME_SIGNALS: ReadonlyArray<{ label: string; words: string[] }> = [
  {
    label: '数据与编程',
    words: ['Python', 'Java', 'C++', 'SQL', 'MATLAB', '编程', '算法', '数据分析', '机器学习', '前端', '后端'],
  },
  { label: '办公与分析工具', words: ['Excel', 'PPT', 'SPSS', 'Tableau', 'Power BI', 'Office'] },
  {
    label: '设计与创作',
    words: ['Photoshop', 'PS', 'Figma', 'AI设计', '剪辑', '摄影', '写作', '新媒体', '公众号', '文案'],
  },
  { label: '组织与沟通', words: ['学生会', '社团', '团支书', '班长', '志愿者', '组织', '策划', '活动'] },
  { label: '商业与管理', words: ['销售', '市场', '运营', '创业', '管理', '项目负责人', '商业'] },
  { label: '研究与竞赛', words: ['论文', '科研', '课题', '实验', '竞赛', '数学建模', '挑战杯', '专利'] },
  { label: '实践经历', words: ['实习', '兼职', '工作经历', '项目经历'] },
];
const DEGREES = ['博士', '硕士', '研究生', '本科', '大专', '专科'];

/** Which signals a résumé shows, with the words found (case-insensitive for Latin words). */
export function resumeSignals(text: string) {
  const lower = text.toLowerCase();
  const found = RESUME_SIGNALS.map(({ label, words }) => ({
    label,
    words: words.filter((w) => lower.includes(w.toLowerCase())),
  })).filter((s) => s.words.length > 0);
  const degree = DEGREES.find((d) => text.includes(d)) ?? null;
  return { found, degree };
}

/** The narrative as markdown sections, grounded only in the input (scores, matches, tags, résumé). */
export function composeOfflineNarrative(input: NarrativeInput): string[] {
  const [first, second, third] = input.types;
  const sections: string[] = [];
  sections.push(
    `## 你的兴趣画像\n\n你的霍兰德代码是 **${input.hollandCode}**：最突出的是**${first!.nameZh}**（${first!.percent}%），` +
      `其次是${second!.nameZh}（${second!.percent}%）和${third!.nameZh}（${third!.percent}%）。` +
      `${first!.summaryZh}\n\n${input.consistencyZh}\n\n${input.differentiationZh}`,
  );

  if (input.occupations.length > 0) {
    const lines = input.occupations.map(
      (o) => `- **${o.titleZh}**（匹配度${o.fitZh}，${o.hollandCode}）：${o.summaryZh}`,
    );
    const majors = [...new Set(input.occupations.flatMap((o) => o.majors))].slice(0, 6);
    sections.push(
      `## 值得优先了解的方向\n\n${lines.join('\n')}` +
        (majors.length ? `\n\n这些职业常见的对口专业有：${majors.join('、')}。` : ''),
    );
  }

  const context: string[] = [];
  if (input.workTags.length) context.push(`你希望在**${input.workTags.join('、')}**方面得到帮助`);
  if (input.layoutTags.length) context.push(`关注**${input.layoutTags.join('、')}**`);
  if (context.length) {
    sections.push(
      `## 结合你的需求\n\n${context.join('，')}。建议先围绕${first!.nameZh}的优势准备：` +
        `把与「${first!.keywordsZh.slice(0, 3).join('、')}」相关的经历放在最显眼的位置，再用实习或项目去验证上面列出的方向。`,
    );
  }

  if (input.resumeText) {
    const { found, degree } = resumeSignals(input.resumeText);
    const parts = found.map((s) => `${s.label}（${s.words.slice(0, 4).join('、')}）`);
    const body = parts.length
      ? `从你的简历中可以看到：${parts.join('；')}${degree ? `，学历为${degree}` : ''}。` +
        `这些经历与${first!.nameZh}、${second!.nameZh}兴趣的契合点，是面试中最值得讲清楚的故事；` +
        `简历里没有体现的兴趣方向，可以通过一段短期实习或课程项目补上。`
      : `你的简历里还没有写出能体现兴趣方向的具体经历。建议补充实习、项目、社团或竞赛经历，` +
        `用“做了什么、用了什么方法、取得了什么结果”来描述，尤其是与${first!.nameZh}相关的部分。`;
    sections.push(`## 简历里的线索\n\n${body}`);
  }

  sections.push(
    `## 接下来三步\n\n1. 从上面的职业里挑 2–3 个，查看它们的工作内容和入行准备，和做过这些工作的学长学姐聊一聊。\n` +
      `2. 在接下来 3 个月里安排一次与${first!.nameZh}方向相关的实践（实习、项目或比赛），用经历验证兴趣。\n` +
      `3. 带着这份报告和 AI 职业规划师继续对话，细化你的专业选择、求职或升学计划。`,
  );
  return sections;
}

/** The writer used when no large model is configured: the same facts, composed by rules, delivered in pieces. */
export function createOfflineNarrativeWriter({ delayMs }: { delayMs: number }): NarrativeWriter {
  return {
    provider: 'offline',
    async *write(input, signal) {
      for (const section of composeOfflineNarrative(input)) {
        // Sentence by sentence, so the page shows the report being written.
        for (const piece of section.split(/(?<=[。；\n])/)) {
          if (signal.aborted) return;
          yield piece;
          if (delayMs) await sleep(delayMs);
        }
        yield '\n\n';
      }
    },
  };
}
