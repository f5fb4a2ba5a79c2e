import { z } from 'zod';
import { MARKET_CONFIG_IDS } from '@lucina/contracts';

/**
 * The planner's written knowledge (seed/data/planner/*.zh.json): majors, decision situations and
 * job-search topics, written for students in China. Answers are composed from these parts for the
 * question asked (its intent and slots), so each part is short and says one thing; nothing here is
 * a finished answer.
 */

/** Where a figure comes from ('教育部《2024 年全国教育事业发展统计公报》'); every figure in a text needs one. */
const sources = z.array(z.string().min(4)).optional();
/** Phrases that, found in a question, point at the entry ('考研二战', '差几分'). Lower case for Latin text. */
const triggers = z.array(z.string().min(1)).min(1);
/** A market service id (5–8, 10–14) that answers this need; at most one is ever suggested per answer. */
const serviceIds = z
  .array(
    z
      .number()
      .int()
      .refine((id) => MARKET_CONFIG_IDS.includes(id)),
  )
  .optional();
const sentence = z.string().min(6);

/** One realistic outlet of a major: a job family or sector graduates actually enter. */
const outletSchema = z.object({
  name: z.string().min(2),
  /** What the work is and who hires (one or two sentences). */
  detail: sentence,
  /** O*NET-SOC codes in occupations.json whose pages describe it (links in answers). */
  occupations: z.array(z.string().regex(/^\d{2}-\d{4}\.\d{2}$/)).optional(),
});

export const majorSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The name in 《普通高等学校本科专业目录》. */
  name: z.string().min(2),
  /** What students call it ('计科', '计算机'); the name itself is matched anyway. */
  aliases: z.array(z.string()),
  /** 学科门类 ('工学') and 专业类 ('计算机类'). */
  discipline: z.string(),
  group: z.string(),
  /** The interests the major suits, strongest first (two or three RIASEC letters). */
  riasec: z.string().regex(/^[RIASEC]{2,3}$/),
  /** What is studied, in one or two sentences. */
  summary: sentence,
  outlets: z.array(outletSchema).min(3),
  /** Skills employers ask of its graduates. */
  skills: z.array(z.string().min(2)).min(3),
  /** Further study: whether a master's matters, usual 考研 directions, 留学. */
  further: sentence,
  /** 考公/考编/国企/事业单位 openings that take it, when there are notable ones. */
  publicSector: sentence.optional(),
  certificates: z.array(z.string()).optional(),
  /** Honest notes a counsellor would add: market, thresholds, cities, common misunderstandings. */
  realities: z.array(sentence).min(1),
  /** Common moves to other fields from it. */
  switchTo: z.array(z.string()).optional(),
  sources,
});

/** A variant of a decision with its own advice ('差几分没上线，要不要二战'). */
const caseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(4),
  triggers,
  advice: z.array(sentence).min(3),
  /** The position a counsellor takes by default in this case, with the reason. */
  lean: sentence.optional(),
  /**
   * As a topic's `onlyWith`: words one of which the question must hold for the case to answer, for a case its
   * triggers reach from words another stage uses as well ('联系导师' for the 夏令营 of 保研 and the 复试 of 考研).
   */
  onlyWith: z.array(z.string().min(1)).optional(),
});

/** One option of a choice ('考研' in 考研还是就业), for taking a position. */
const optionSchema = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string()),
  /** When this option is the better one ('目标岗位要求硕士学历'). */
  fitsWhen: z.array(sentence).min(2),
  costs: z.array(sentence).min(1),
  /** What to do first once this option is chosen, in order: concrete, for a student or young worker in China. */
  start: z.array(sentence).min(2).max(4).optional(),
});

export const decisionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(2),
  triggers,
  /** The situation in a sentence, as the answer opens on it. */
  framing: sentence,
  options: z.array(optionSchema).optional(),
  /**
   * The position a counsellor takes between the options when the asker says nothing of their own situation, with
   * why ('没有明确的科研目标时先工作…'): the option it names first is the one taken.
   */
  usual: sentence.optional(),
  /** What to weigh, each one a factor with why it matters. */
  considerations: z.array(sentence).min(3),
  cases: z.array(caseSchema),
  /** Concrete next steps, in order. */
  steps: z.array(sentence).min(2),
  /** Other decisions a follow-up often turns to. */
  related: z.array(z.string()).optional(),
  services: serviceIds,
  sources,
});

export const topicAreas = ['resume', 'interview', 'internship', 'jobsearch', 'exam', 'workplace', 'study'] as const;

/** A job-search skill topic ('群面', '简历空窗期', '作品集'). */
export const topicSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  area: z.enum(topicAreas),
  name: z.string().min(2),
  triggers,
  points: z.array(sentence).min(3),
  pitfalls: z.array(sentence).optional(),
  /**
   * For a topic that compares two things ('日常实习与暑期实习'): the position a counsellor takes when the asker
   * weighs them, with when the other one wins. The thing it names first is the one taken.
   */
  lean: sentence.optional(),
  /** A short worked example (a résumé line rewritten, an answer outline). */
  example: z.string().optional(),
  /**
   * Set when the topic is a circumstance of the asker's (an illness, a record, debts, their age) rather than a
   * step of the search: asked whether it bars a path ('色弱能考公务员吗'), the answer is about it, not the path.
   */
  circumstance: z.boolean().optional(),
  /**
   * Set when the topic is being stuck in the job one has ('做了三年行政，没有成长'): where people in that job usually
   * go is part of its answer, after how to grow where one is.
   */
  stuckInJob: z.boolean().optional(),
  /**
   * Words one of which the conversation must hold for the topic to answer (lower case for Latin text): a topic its
   * triggers reach from words any question uses ('要准备多久') answers only where its kind of subject is talked about.
   */
  onlyWith: z.array(z.string().min(1)).optional(),
  /**
   * Words that point at the topic together when the asker says them apart, each in one sentence of the question and
   * none negated ('实习了三个月了，怎么才能转正' for 实习转正): a phrase whose parts people put in separate clauses.
   */
  apart: z.array(z.array(z.string().min(2)).min(2)).optional(),
  services: serviceIds,
  sources,
});

export type Major = z.infer<typeof majorSchema>;
export type Decision = z.infer<typeof decisionSchema>;
export type Topic = z.infer<typeof topicSchema>;

export const plannerFiles = {
  majors: { file: 'majors.zh.json', schema: z.array(majorSchema) },
  decisions: { file: 'decisions.zh.json', schema: z.array(decisionSchema) },
  topics: { file: 'topics.zh.json', schema: z.array(topicSchema) },
} as const;
