import type { KnowledgeBase } from './knowledge.js';
import { gistOf, type Point } from './follow-outline.js';
import type { Reading } from './understand.js';

/*
 * The parts of a meta follow-up that come from the entry the conversation is on rather than from the previous
 * answer's wording: an example (a job's work walked through, a decision's cases, a topic's worked example or a
 * mistake set beside the right way), where its content comes from, and where to learn what it asks for.
 */

/** What the conversation is about, by the entry's own name. */
export function subjectName(reading: Reading): string | null {
  return (
    reading.roles[0]?.name ??
    reading.outlet?.outlet.name ??
    reading.case?.title ??
    reading.topic?.name ??
    reading.majors[0]?.name ??
    reading.occupations[0]?.titleZh ??
    reading.decision?.title ??
    null
  );
}

/** Whether the previous answer already said a line (its first 16 characters are enough to tell). */
const saidIn = (answer: string, line: string) => answer.includes(Array.from(line).slice(0, 16).join(''));

/** A job's summary ('把需求转化为方案：调研需求、写文档，协调研发，上线后看数据') as the steps of one piece of work. */
function workSteps(summary: string): string[] {
  const body = summary.split(/[：:]/u).slice(1).join('：') || summary;
  const clauses = body
    .replace(/[。！]$/u, '')
    .split(/[，；;]/u)
    .map((x) => x.trim())
    .filter(Boolean);
  const steps = clauses.length >= 3 ? clauses : clauses.flatMap((c) => c.split('、'));
  return steps.filter((s) => Array.from(s).length >= 2).slice(0, 6);
}

export function exampleLines(kb: KnowledgeBase, reading: Reading, about: string, previousAnswer: string): string[] {
  const role = reading.roles[0];
  if (role) {
    const steps = workSteps(role.summary);
    if (steps.length >= 2)
      return [
        `举个例子，把${role.name}手上一件典型的工作从头到尾走一遍：`,
        steps
          .map((s, i) => `${i + 1}. ${i === 0 ? '接到任务后，先' : i === steps.length - 1 ? '最后，' : '接着'}${s}`)
          .join('\n'),
        `这一路上最常用到的是${role.skills
          .slice(0, 2)
          .map((s) => `“${s.replace(/[（(].*$/u, '')}”`)
          .join('和')}：比如第1步做得扎不扎实，决定了后面返工多少。`,
        `想亲手试一次：${gistOf(role.entry.split(/[。]/u).slice(-2)[0] || role.entry)}，照上面的步骤做一个小的，就是能写进简历的例子。`,
      ];
  }
  const t = reading.topic;
  // The topic's own worked example; a topic with none borrows one of the same part of the search. Shown once.
  const worked = t && (t.example ? t : kb.planner.topics.find((x) => x.area === t.area && x.example));
  if (t && worked?.example && !saidIn(previousAnswer, worked.example.split('\n')[0]!))
    // The heading names the example, not the request ('举个例子' asked is no heading of the answer).
    return [
      `### 例子：${worked.name}`,
      worked.example,
      `照这个样子，把你自己的${t.name}写一版贴给我，我帮你看哪里还能写得更具体。`,
    ];
  if (t) {
    const right = t.points.filter((p) => !saidIn(previousAnswer, p)).slice(0, 2);
    const pairs = [...(t.pitfalls ?? []).slice(0, 2)].map((p, i) => ({ p, good: right[i] ?? t.points[i]! }));
    if (pairs.length)
      return [
        `举个例子，${t.name}里最常见的做法对照着看：`,
        pairs.map(({ p, good }) => `- **容易这样做**：${p}\n  **更好的做法**：${good}`).join('\n'),
        `把你自己的${t.name}拿出来，对照上面逐条看哪里是“容易这样做”的样子；贴给我也行，我按这个思路帮你改。`,
      ];
  }
  const d = reading.decision;
  if (d?.cases.length) {
    const cases = d.cases.filter((c) => c !== reading.case && !previousAnswer.includes(c.title)).slice(0, 3);
    const shown = cases.length ? cases : d.cases.slice(0, 3);
    return [
      `举个例子：“${d.title}”放到具体的人身上，常见的是下面几种情况，看看你更像哪一种：`,
      shown
        .map(
          (c) =>
            `- **比如${c.title}**：${c.advice.find((a) => !saidIn(previousAnswer, a)) ?? c.advice[0]}${c.lean ? `（${gistOf(c.lean)}）` : ''}`,
        )
        .join('\n'),
      `你的情况和哪一种最像，或者都不像，说说你的年级、专业和最在意的一点，我按你的例子具体分析。`,
    ];
  }
  const m = reading.majors[0];
  if (m) {
    const outlets = m.outlets.filter((o) => !previousAnswer.includes(o.detail.slice(0, 12))).slice(0, 3);
    return [
      `举个例子，学${m.name}的人毕业后具体去做什么：`,
      (outlets.length ? outlets : m.outlets.slice(0, 3)).map((o) => `- **比如去${o.name}**：${o.detail}`).join('\n'),
    ];
  }
  return [];
}

/** Where a written figure's source says to check: '以中注协当年公告为准' → 中注协当年公告. */
function checkWith(previousAnswer: string): string[] {
  return [
    ...new Set([...previousAnswer.matchAll(/以([^，。；、\n]{3,24}?)(?:公布的?|发布的?)?为准/gu)].map((m) => m[1]!)),
  ];
}

export function sourceLines(kb: KnowledgeBase, reading: Reading, about: string, previousAnswer: string): string[] {
  const sources = [
    ...(reading.topic?.sources ?? []),
    ...(reading.decision?.sources ?? []),
    ...(reading.majors[0]?.sources ?? []),
  ];
  const official = checkWith(previousAnswer);
  const cards = reading.roles.length || reading.occupations.length;
  return [
    `问得好，${about}这些说法要分开看：哪些有正式出处，哪些是经验之谈。`,
    sources.length
      ? `**有出处的部分**，站内资料注明的来源是：\n${[...new Set(sources)].map((s) => `- ${s}`).join('\n')}`
      : '',
    official.length
      ? `上一轮里写明“以……为准”的几条，最新情况请到这里核实：${official.map((s) => `“${s}”`).join('、')}。`
      : '',
    cards
      ? `**职业描述的部分**：职业资料按 O*NET-SOC 职业编码整理，兴趣类型和学历准备程度参考它的分类，放到国内只能作参考；具体岗位要求以目标单位的招聘公告为准。`
      : '',
    `**经验之谈的部分**（比如${about}怎么准备、常见情况），是多数人的常见做法，不保证适用于每个人。`,
    `自己核实${about}的办法：政策、考试和报名看教育部、人社部和各省考试院的官方公告；工资看国家统计局公布的平均工资和招聘平台上在招岗位的薪资区间；岗位要求看目标单位自己发的招聘信息。几处说法对不上时，以官方最新公布的为准。`,
  ].filter(Boolean);
}

/** Skills named by the entry, as search words ('原型设计（Axure、Figma）' → 原型设计). */
function skillWords(reading: Reading, points: readonly Point[]): string[] {
  const skills = reading.roles[0]?.skills ?? reading.majors[0]?.skills ?? points.map((p) => p.name);
  return skills
    .map((s) =>
      s
        .replace(/[（(].*$/u, '')
        .split(/[和与、]/u)[0]!
        .trim(),
    )
    .filter((s) => Array.from(s).length >= 2 && Array.from(s).length <= 10)
    .slice(0, 3);
}

export function resourceLines(reading: Reading, about: string, points: readonly Point[]): string[] {
  const words = skillWords(reading, points);
  const exam = reading.topic?.area === 'exam' || /考|证/u.test(about);
  return [
    `学${about}用得上的资料，先从免费、正规的地方找：`,
    [
      `- **公开课**：国家高等教育智慧教育平台、中国大学MOOC、学堂在线上${words.length ? `搜${words.map((w) => `“${w}”`).join('、')}` : `搜“${about}”`}，有高校老师开的系统课程，免费旁听。`,
      `- **书**：先挑一本高校入门教材读完（看出版社、版次新不新和读过的人的评价），学校图书馆按${words[0] ? `“${words[0]}”` : '关键词'}检索就能借到，不必一次买很多。`,
      `- **软件和工具**：先看它的官方文档和官方入门教程，再配合练习，比零散的短视频更系统。`,
      ...(exam
        ? [
            `- **考试类**：以考试主管部门公布的大纲和指定教材为准，真题从官方或正规出版社渠道获取，别买“押题包过”的资料。`,
          ]
        : []),
    ].join('\n'),
    `学的同时做一个小作品检验：${words[0] ? `用“${words[0]}”` : '用学到的东西'}解决一个真实的小问题，写成一页总结，比看完十门课更能证明你会${about === '这件事' ? '' : `做${about}`}。`,
    `告诉我你现在的基础（专业、学过什么），我帮你把学${about}要用的这些排成先后顺序。`,
  ];
}
