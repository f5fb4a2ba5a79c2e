import type { Major } from './content/schema.js';
import { firstSentence, withoutAvoided, type Part } from './parts.js';

/*
 * What to do in each year of a major ('化学大一，每年该做什么', '会计学大学四年怎么规划'): the general plan of a
 * degree (grades first, skills and a first try, a direction chosen, then the autumn recruitment or the exam) said
 * with the major's own outlets, skills, certificates and further study, so each major's plan names its own roads.
 */

/** Asks for a plan over the years of a degree, or for what one year of it is for. */
export const ASKS_YEARS =
  /每一?年(?:该|要|应该|需要)?(?:做|干|规划|安排|准备)|(?:大学|本科|这)四年|四年(?:应该|该|要)?(?:怎么|如何)(?:规划|安排|过)|各年级|大学(?:期间|里)?(?:该|要|应该)?(?:怎么|如何)(?:规划|安排|过)|大[一二三四](?:该|要|应该|需要)?(?:做|干|准备|规划)(?:什么|啥|些什么|哪些)|(?:怎么|如何)(?:规划|安排)(?:大学|我的大学|学业)/u;

/** Majors where a lab or a research group is the usual first try (sciences, medicine, engineering research). */
const RESEARCH_LED = /I/;

const YEARS = ['大一', '大二', '大三', '大四'] as const;

/** The year of study the asker says they are in ('我大二', '大三了'), when they say one. */
const YEAR_SAID = /大([一二三四])/u;

/** Asks how to get ready for something from where one stands ('大二，以后想做电池，该怎么准备'). */
const ASKS_PREPARING =
  /怎么准备|如何准备|准备什么|要准备|该怎么做|该做什么|要做什么|做哪些准备|从哪开始|怎么规划|如何规划/u;

/**
 * The plan a question asks for, if any: every year when it asks for the years of a degree, the years left from the
 * one the asker is in when they ask how to get ready ('大二…该怎么准备'); null otherwise.
 */
export function yearsAsked(m: Major | undefined, question: string, avoid: readonly string[]): Part | null {
  if (!m) return null;
  if (ASKS_YEARS.test(question)) return majorYearsPart(m, avoid);
  const year = YEAR_SAID.exec(question)?.[0];
  return year && ASKS_PREPARING.test(question) ? majorYearsPart(m, avoid, year) : null;
}

export function majorYearsPart(m: Major, avoid: readonly string[], from?: string): Part {
  const outlets = m.outlets.map((o) => o.name);
  const cert = m.certificates?.[0];
  const tryOut = RESEARCH_LED.test(m.riasec.slice(0, 2))
    ? '找一位老师进实验室或课题组，或参加一项学科竞赛，看自己喜不喜欢做研究'
    : '参加一项学科竞赛、社团项目或短期实践，看自己喜欢哪类工作';
  const years: Array<[string, string]> = [
    [
      '大一',
      `学好专业基础课、数学和英语，绩点从第一学期就算数（升学和校招都看），争取过英语四级；先弄清${m.name}的几条出路：${outlets.slice(0, 4).join('、')}。`,
    ],
    [
      '大二',
      `练用人单位看重的能力（${m.skills.slice(0, 3).join('、')}）；${tryOut}${cert ? `；想走对口路线的可以开始准备${cert}` : ''}。`,
    ],
    [
      '大三',
      `定方向：读研还是就业。${firstSentence(m.further)}想保研的盯绩点排名和大三下的夏令营；想就业的暑假去${outlets.slice(0, 2).join('或')}方向找一段实习。`,
    ],
    [
      '大四',
      `就业的抓 9–11 月秋招、没拿到的接着春招；考研的 12 月初试；${m.publicSector ? `想进体制内的同时看考公考编：${firstSentence(m.publicSector)}` : '想进体制内的同时看国考、省考和事业单位的岗位表。'}`,
    ],
  ];
  return {
    // No major's name in the heading: a long one copied from the question would have the heading dropped.
    heading: from && from !== '大一' ? `### 从${from}起每年做什么` : '### 大学每年做什么',
    lines: years
      .slice(Math.max(0, YEARS.indexOf((from ?? '大一') as (typeof YEARS)[number])))
      .map(([year, text]) => [year, withoutAvoided(text.split(/(?<=[；。])/u), avoid).join('')])
      .filter(([, text]) => text)
      .map(([year, text]) => `- **${year}**：${text}`),
    from: `专业资料「${m.name}」`,
  };
}
