import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase } from './knowledge.js';
import type { Part } from './parts.js';
import { fitScore, readResult } from './result.js';
import { listLines } from './without.js';

/*
 * '这几个里面哪个适合我', '哪个最好找工作': a position among what the previous answer listed. It rests on what the
 * asker says of themselves, matched against what the answer said of each item, and on their result where an item
 * links a catalogue occupation; with neither, it says what would decide and leans on the answer's own order.
 */

/** What an asker says of themselves, with the words in an item's description that suit it. */
const CUES: Array<{ said: RegExp; suits: RegExp; against?: RegExp; because: string }> = [
  {
    said: /内向|不爱说话|不善言辞|社恐|不喜欢和人打交道|不太会说话|安静/,
    suits: /分析|数据|研究|技术|开发|写作|编辑|设计|审计|核算|财务|档案|实验|编程|翻译|后台|专注|独立|核对/,
    against: /客户|销售|营销|出差|谈判|应酬|驻场|拉存款|对接|外勤|跑/,
    because: '以专注做事为主、不靠整天和人周旋',
  },
  {
    said: /外向|爱说话|喜欢和人打交道|善于沟通|沟通能力强|喜欢交流|喜欢跟人/,
    suits: /沟通|客户|销售|运营|教学|培训|咨询|谈判|市场|团队|服务|社群|公关|招聘|家长/,
    against: /后台|核算|档案|实验室|独立完成/,
    because: '天天和人打交道，沟通本身就是工作',
  },
  {
    said: /稳定|安稳|编制|不想折腾|铁饭碗/,
    suits: /国企|央企|银行|事业单位|公务员|编制|学校|医院|稳定|体制|考公|考编/,
    against: /创业|自由职业|提成|初创/,
    because: '单位稳定、节奏可预期',
  },
  {
    said: /钱多|高薪|收入高|赚钱|工资高|挣得多/,
    suits: /收入|薪资|提成|高薪|投行|券商|互联网|大厂|上限|年薪/,
    because: '收入上限更高',
  },
  {
    said: /好找工作|好就业|容易找|就业面|需求大|岗位多|机会多/,
    suits: /需求|缺口|普遍|各类企业|各行各业|岗位多|几乎所有|都需要|面广|大量|用人/,
    because: '用人单位面广、岗位多',
  },
  {
    said: /细心|细致|严谨|认真|仔细/,
    suits: /核对|审计|合规|质量|数据|财务|会计|档案|检测|规范/,
    because: '要的正是细致和规范',
  },
  {
    said: /动手|实操|不想坐办公室|不喜欢坐办公室/,
    suits: /现场|设备|操作|实验|制作|工厂|施工|调试|维修|车间/,
    because: '在现场、动手做事的时候多',
  },
  {
    said: /创意|画画|审美|喜欢设计|有想法/,
    suits: /设计|创意|视觉|内容|策划|品牌|美术|作品/,
    because: '要拿得出有创意的作品',
  },
  {
    said: /不想加班|不加班|轻松|作息规律|生活平衡/,
    suits: /规律|学校|事业单位|国企|银行|朝九晚五|寒暑假/,
    against: /加班|出差|驻场|忙季|项目制|投行|夜班|倒班/,
    because: '作息相对规律',
  },
];

const CODE = /occupation\?code=(\d{2}-\d{4}\.\d{2})/;

export interface ItemsPosition {
  part: Part;
  position: string;
}

export function itemsChoice(
  kb: KnowledgeBase,
  items: readonly string[],
  previousAnswer: string,
  /** The question with what the asker stated of themselves. */
  context: string,
  profile: ChatProfile,
): ItemsPosition | null {
  const listed = items.filter((i) => listLines(previousAnswer, i).length).slice(0, 6);
  if (listed.length < 2) return null;
  const cues = CUES.filter((c) => c.said.test(context));
  const result = profile.riasec ? readResult(profile.riasec) : null;
  const scored = listed.map((item, order) => {
    const text = listLines(previousAnswer, item).join('\n');
    // What the answer said of it that goes against what the asker said ('审计' with its 出差 for someone 内向).
    const matched = cues.filter((c) => c.suits.test(text) && !c.against?.test(text));
    const code = CODE.exec(text)?.[1];
    const hollandCode = code ? kb.occupations.get(code)?.hollandCode : undefined;
    const fit = result && hollandCode ? fitScore(result.order, hollandCode.slice(0, 3)) : 0;
    return { item, order, matched, fit, score: matched.length * 10 + fit };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.order - b.order);
  const [best, next] = ranked as [(typeof ranked)[number], (typeof ranked)[number]];
  const grounded = best.score > 0;
  // Several fit what the asker said equally: they are named together, the most common of them first.
  const tied = ranked.filter((x) => x.score === best.score && x.matched.length);
  const lines: string[] = [];
  if (grounded && tied.length > 1 && !best.fit) {
    const c = best.matched[0]!;
    lines.push(
      `**按你说的情况（${c.said.exec(context)![0]}），我更建议你先看${best.item}**：${tied
        .slice(0, 3)
        .map((x) => x.item)
        .join('、')}都${c.because}，其中${best.item}是上一轮排在最前、最常见的一条。`,
    );
    lines.push(`- ${next.item}可以作为备选一起了解。`);
  } else if (grounded) {
    const why = [
      ...best.matched.map((c) => `你说的情况（${c.said.exec(context)![0]}）正合它${c.because}`),
      ...(best.fit && result ? [`它在职业资料里的兴趣代码和你的 ${result.code} 对得上`] : []),
    ].join('；');
    lines.push(`**这几个里，我更建议你先看${best.item}**：${why}。`);
    lines.push(`- 其次是${next.item}，可以作为备选一起了解。`);
  } else {
    // Nothing said decides it: the answer's own order (the most common road first), and what would decide it.
    lines.push(
      `**只凭现在知道的，我更建议你先看${listed[0]}**：上一轮把它排在最前，它是这几条里最常见、最容易找到人打听的路。`,
      `- 要真正挑出一条，得知道你更在意什么：稳定还是收入、和人打交道多还是少、愿不愿意再考证或读研。告诉我这几点，我按它重新排一遍。`,
    );
  }
  lines.push(
    `- 不管先看哪个，都去招聘软件上各找五条${best.item}和${next.item}的岗位描述，对照要求和你现在的差距，比凭名字判断更准。`,
  );
  const chosen = grounded ? best.item : listed[0]!;
  return {
    part: { heading: '### 在上一轮说的几条路里挑', lines, from: '上一轮回答列出的方向' },
    position: `${chosen}：${grounded ? '按你说的情况' : '上一轮排在最前的常见路'}。`,
  };
}
