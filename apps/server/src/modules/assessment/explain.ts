import { Assessment, type RiasecType } from '@lucina/contracts';
import type { StoredResult } from '../../db/schema/index.js';
import { riasecContent } from './content.js';
import { codeTies } from './scoring.js';

/** Plain-Chinese report texts derived from a stored result; kept apart so wording can change without rescoring. */
const nameOf = (t: RiasecType) => riasecContent.types[t].nameZh;
const names = (types: readonly RiasecType[]) => types.map(nameOf).join('、');

const CONSISTENCY_LEVEL_ZH = { high: '高', medium: '中', low: '低', undetermined: '无法判断' } as const;
const DIFFERENTIATION_LEVEL_ZH = { high: '高', medium: '中', low: '低' } as const;

export function consistencyView(result: StoredResult) {
  const [first, second] = result.order as [RiasecType, RiasecType];
  const pair = `${nameOf(first)}（${first}）和${nameOf(second)}（${second}）`;
  const { level } = result.consistency;
  const explanationZh = {
    high: `你排名前两位的兴趣${pair}在霍兰德六边形上相邻，彼此相通，一致性高。你比较容易找到能同时满足这两种兴趣的职业，职业方向也更稳定。`,
    medium: `你排名前两位的兴趣${pair}在霍兰德六边形上隔着一个类型，一致性中等。两者有一定共同点，选择职业时可以寻找能兼顾两方面的岗位。`,
    low: `你排名前两位的兴趣${pair}在霍兰德六边形上正好相对，一致性较低。这两种兴趣很少在同一份工作中同时得到满足，可以以其中一种为主业方向，另一种通过兼职、爱好或跨界岗位来满足。`,
    undetermined:
      '你对六种类型活动的喜好程度完全相同，前两位类型只是按六边形顺序排列，因此无法判断兴趣的一致性。建议重新作答，尽量拉开“喜欢”和“不喜欢”的差别。',
  }[level];
  return { level, levelZh: CONSISTENCY_LEVEL_ZH[level], topPair: `${first}${second}`, explanationZh };
}

export function differentiationView(result: StoredResult) {
  const { spread, level } = result.differentiation;
  const top = result.order[0]!;
  const bottom = result.order[5]!;
  const gap = `你得分最高的${nameOf(top)}与最低的${nameOf(bottom)}相差 ${spread} 个百分点`;
  const explanationZh = {
    high: `${gap}，分化度高：你清楚自己喜欢什么、不喜欢什么，兴趣方向明确，可以更有信心地围绕优势兴趣选择专业和职业。`,
    medium: `${gap}，分化度中等：你的兴趣有一定倾向，但还不算非常鲜明。可以结合实习和项目经历，进一步确认最适合自己的方向。`,
    low: `${gap}，分化度低：你的各项兴趣比较接近，可能兴趣广泛，也可能还在探索中。建议多通过实习、社团和课程体验不同类型的工作，再做选择。`,
  }[level];
  return { spread, level, levelZh: DIFFERENTIATION_LEVEL_ZH[level], explanationZh };
}

/** Says how equal scores were ordered, when they decided the three-letter code; null otherwise. */
export function tieNote(result: StoredResult): string | null {
  if (result.flat) return '你的六种类型得分完全相同，兴趣代码仅按霍兰德六边形顺序（R-I-A-S-E-C）列出，参考价值有限。';
  const ties = codeTies(result);
  if (ties.length === 0) return null;
  const groups = ties.map((g) => `${names(g)}得分相同`).join('；');
  return `${groups}，兴趣代码中按霍兰德六边形顺序（R-I-A-S-E-C）排列。`;
}

export const FLAT_MATCH_NOTE =
  '你的六种类型得分完全相同，无法据此计算与职业的匹配度，因此暂不推荐职业。建议重新作答，尽量根据真实感受区分“喜欢”和“不喜欢”。';

export const NO_MATCH_NOTE = '暂时没有与你的兴趣匹配度达到“较好”及以上的职业。';
export const NO_MATCH_IN_ZONE_NOTE =
  '这个工作区间里暂时没有与你的兴趣匹配度达到“较好”及以上的职业，可以换个工作区间看看。';

/** What the full report holds, listed for free callers in place of the sections. */
export function lockedOutline(matchCount: number) {
  return {
    titleZh: '完整版报告包含以下内容',
    sections: [
      {
        key: 'types',
        titleZh: '六种兴趣类型深度解读',
        descriptionZh: '逐一解读你在六种类型上的表现：优势、适合的工作环境、需要注意的地方和专业、职业发展建议。',
      },
      {
        key: 'occupations',
        titleZh: '完整职业匹配清单',
        descriptionZh: `与你兴趣匹配的全部 ${matchCount} 个职业，按匹配度排序并标注“最佳 / 很好 / 较好”，可按学历和经验要求筛选。`,
      },
      {
        key: 'consistency',
        titleZh: '兴趣一致性分析',
        descriptionZh: '根据霍兰德六边形，分析你排名前两位的兴趣是否相互协调，以及这对职业选择意味着什么。',
      },
      {
        key: 'differentiation',
        titleZh: '兴趣分化度分析',
        descriptionZh: '看你的兴趣是集中鲜明还是广泛均衡，并给出相应的探索建议。',
      },
    ],
  };
}

export const OCCUPATION_LOCKED_NOTE = `免费报告展示与你匹配度最高的 ${Assessment.freeOccupationCount} 个职业，这个职业不在其中。解锁完整报告后，可以查看它与你的匹配度和排名。`;
export const OCCUPATION_NO_MATCH_NOTE = '这个职业与你的兴趣匹配度未达到“较好”，不在你的职业匹配清单中。';
