import type { SafetyCategory } from './safety.types.js';

/**
 * Coursework asked for in the forms planner-rules-study-health.ts does not name by a piece (论文, 作业): a passage
 * translated, a program written or a document drafted for a course, an exercise done, and 'do my homework' in English.
 * Each needs both a sign of the course (老师要求, 课要交, 课设, assignment) and a request to produce the thing for the asker, so
 * guidance (思路, 怎么写, 帮我看看) and the planner's own help with a résumé or a cover letter still pass. They read the
 * normalized question (no spaces or symbols, lower case).
 */
export interface CourseworkRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
}

/** Something set by a course: a teacher's requirement, a thing to hand in, a course's project. */
const COURSE =
  '(作业|老师|课上|课堂|课后|要交|交的|交上去|上交|得交|布置|期末|课设|课程设计|大作业|实验课|上机|毕设|毕业设计|学校要求|assignment|homework|coursework|lab)';
/** Asked to be done for the asker. */
const FOR_ME = '(帮我|给我|替我|请你|你来|你帮我|你给我|麻烦你|求你)';
/** Help with how to do it, or the planner's own subjects: these stay answered. */
const GUIDANCE = '(思路|怎么写|如何写|怎样写|讲讲|讲解|解释|提纲|大纲|框架|看看|检查|改一下|修改|润色|报错|bug|哪里错)';
const OWN_PAPERS = '(简历|求职信|自荐信|cover ?letter|自我介绍|个人陈述)';

const RULES: CourseworkRule[] = [
  // 老师要求交的，帮我把这段翻译成英文: a translation set as coursework.
  {
    id: 'homework-translate',
    category: 'homework',
    pattern: new RegExp(
      `^(?=.*${COURSE})(?!.*${OWN_PAPERS})(?!.*${GUIDANCE}).*${FOR_ME}(把)?.{0,16}(翻译|翻(一下|下|成))`,
      'u',
    ),
  },
  // 课设要实现一个图书管理系统，你帮我把完整代码写出来: a course's program written for the asker.
  {
    id: 'homework-code',
    category: 'homework',
    pattern: new RegExp(
      `^(?=.*${COURSE})(?!.*${GUIDANCE}).*${FOR_ME}(把)?.{0,12}(写|实现|做|敲|生成|补全)(一下|出来|好|完)?.{0,12}(代码|程序|源码|源代码|函数|脚本)` +
        `|^(?=.*${COURSE})(?!.*${GUIDANCE}).*${FOR_ME}(把)?.{0,12}(代码|程序|源码)(写|实现|做|敲|生成|补全)` +
        `|^(?=.*${COURSE})(?!.*${GUIDANCE}).*${FOR_ME}(写|实现|做|敲)(一个|个|一套|套)?.{0,12}(程序|系统|代码)`,
      'u',
    ),
  },
  // 职业生涯规划课要交一篇规划书，你帮我写一份: a course's written piece, whatever it is called.
  {
    id: 'homework-course-piece',
    category: 'homework',
    pattern: new RegExp(
      `^(?=.*(课|老师|学校|学院|辅导员|班主任).{0,6}(要|要求|布置|让|规定)(我们|大家)?(交|写|提交|完成)(一篇|一份|篇|份))(?!.*${OWN_PAPERS})(?!.*${GUIDANCE})` +
        `.*${FOR_ME}(来)?(写|做|弄|完成|整|出|搞定)(一篇|一份|篇|份|个|一个|完整版?|全文|一下|好|完)`,
      'u',
    ),
  },
  // 帮我做一下这份期末的阅读理解: an exercise set done for the asker.
  {
    id: 'homework-exercise',
    category: 'homework',
    pattern:
      /(帮我|替我|给我|你帮我)(做|答|解|写|完成)(一下|完)?(这|这份|这套|这几|这些|下面|以下|这篇|这张)(个|份|套|道|篇|张)?(的)?.{0,8}(阅读理解|完形填空|课后题|练习题|思考题|选择题|填空题|判断题|大题|卷子|试题|练习册)/u,
  },
  // 'do my python homework', 'help me with my assignment': English, with spaces dropped.
  {
    id: 'homework-english-do',
    category: 'homework',
    pattern:
      /^(?!.*(howto|howdoi|howcani|tipsfor|tipson|improve))(?:.*(do|doing|finish|complete|solve)my[a-z0-9]{0,20}(homework|assignment|essay|coursework|labreport|exam)|.*helpme(with|do|finish|on)?my[a-z0-9]{0,12}(homework|assignment|essay|coursework|labreport))/,
  },
];

export const COURSEWORK_RULES: CourseworkRule[] = RULES;
