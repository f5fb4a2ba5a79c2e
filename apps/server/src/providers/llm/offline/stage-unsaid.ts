import { ASKS_OUTLETS, WORKED_BEFORE } from './ask-words.js';
import type { Part } from './parts.js';
import { withoutAvoided } from './ruled-out.js';
import { readStage, SEEKING_WORK } from './stage.js';
import type { Reading } from './understand.js';

/*
 * '我是学会计的，找工作有什么建议': the asker names what they studied and not where they stand. A student and someone
 * two years out look for work differently (校招 and an internship against 社招 and what they have done), and a
 * '转行' from a student is a change of direction, not of job. The answer assumed one without saying so; a counsellor
 * covers both in a line each and asks the one question that settles it. Only where the stage changes the advice:
 * looking for work, where a major leads, leaving it.
 */

/**
 * The asker saying what they study of themselves, in so many words ('我是学会计的', '我是会计专业的', '学机械的，…' at
 * the start), its name caught: a major named inside a question ('法学本科', '机械专业的女生') is no such statement.
 */
const OWN_WORDS =
  /(?:^(?!我)|我是|我(?=学)|学的是)(?:学|读)?(?:的是)?([^，。,？?\s的]{2,8}?)(?:专业)?的(?![人时女男])/u;
const LEAVING = /转行|跨行|换行|转方向|换方向|转(?:做|去|到)/u;
/** Anything that already says or implies the stage: a year, a job held, an age, graduating. */
const STAGE_HINT = /应届|在读|在校|毕业|大[一二三四五]|研[一二三]|学生|读书|实习|上学|同学|老师|课/u;

export function stageUnsaidPart(question: string, previousQuestions: readonly string[], reading: Reading): Part | null {
  const major = reading.slots.ownMajor;
  if (!major || reading.followUp || reading.slots.level || reading.slots.schooling || reading.slots.ownJob) return null;
  const said = [...previousQuestions, question].join('，');
  const own = OWN_WORDS.exec(question)?.[1];
  if (!own || readStage(said) || STAGE_HINT.test(said) || WORKED_BEFORE.test(said)) return null;
  // In the asker's words ('学机械的'), not the catalogue's (机械设计制造及其自动化).
  const name = own.replace(/^(?:学|读)/u, '');
  if (![major.name, ...major.aliases].some((n) => n.includes(name) || name.includes(n))) return null;
  const leaving = LEAVING.test(question);
  if (
    !leaving &&
    !SEEKING_WORK.test(question) &&
    !ASKS_OUTLETS.test(question) &&
    !/找工作|就业|工作.{0,4}建议/u.test(question)
  )
    return null;
  // Written for the major (its first outlet, a certificate it counts), so two askers of different majors do not get
  // the same lines.
  // Not one the asker ruled out ('不想画图了' is no internship at a 设计院).
  const open = major.outlets.find((o) => withoutAvoided([`${o.name}${o.detail}`], reading.slots.avoid).length);
  const outlet = (open ?? major.outlets[0]!).name.replace(/[（(].*$/u, '');
  const cert = major.certificates?.[0];
  const lines = leaving
    ? [
        `- **还在读**：从${name}换到别的方向还不算转行：选修、辅修或自学，再用一段目标方向的实习和一个能拿出来的作品证明自己，毕业时用应届身份投校招，很多校招岗位不限专业。`,
        `- **已经工作**：这才是转行，拿得出手的是做过的事，先找能用上${name}背景的岗位切过去，比从零开始的入门岗更容易被接受。`,
      ]
    : [
        `- **还在读或应届**：走校招，投之前至少攒一段${outlet}这类对口实习；应届身份在校招、国企和考公里都用得上，别轻易放掉。`,
        `- **已经毕业在工作**：走社招，看的是做过什么、做成了什么，简历按${name}相关的工作成果写${cert ? `，${cert}这类证书和年限一起决定能往上走到哪一级` : ''}。`,
      ];
  return {
    heading: `### 学${name}的你，现在在读还是已经工作？`,
    lines: [
      `你说了学的是${name}，没说现在在读还是已经毕业，两种情况做法不一样，先各说一句：`,
      ...lines,
      `告诉我你的年级，或毕业几年、现在做的是不是${name}相关的工作，我按你的情况说得更具体。`,
    ],
    from: '你说的专业（没说阶段）',
  };
}
