import type { Topic } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';

/*
 * '找实习投了几十份都没回音', '实习在哪投简历': a general step of the job search asked while looking for an internship.
 * The general entry (投了很多简历没回音, 求职渠道) speaks of jobs; its internship counterpart says what differs for an
 * internship (the days one can come in, the windows, the first experience), so it answers instead.
 */

/** General job-search topics and their internship counterparts. */
const COUNTERPART: Readonly<Record<string, string>> = {
  'resume-no-response': 'intern-no-response',
  'job-channels': 'intern-channels',
};

/**
 * An internship sought: '找实习', '投实习', '暑期实习', '实习岗', '投了几十个实习'. Not one had before the search
 * ('实习了半年，现在找工作投了很多没回音'): that asker looks for a job.
 */
const SEEKS_INTERN =
  /找实习|找不到实习|投实习|申请实习|实习(?:岗|生岗|投|申请|的?简历)|(?:日常|暑期|寒假|暑假|春季|秋季|第一份)实习|投了[^，。,；;]{0,8}实习/u;
const HAD_INTERN = /实习(?:了|过|完|结束)|(?:没有|没|无)(?:任何)?实习/u;

/** The internship counterpart of the topic read, when the question seeks an internship; else the topic itself. */
export function internshipTopic(kb: KnowledgeBase, topic: Topic | undefined, question: string): Topic | undefined {
  const other = topic && COUNTERPART[topic.id];
  if (!other || !SEEKS_INTERN.test(question) || HAD_INTERN.test(question)) return topic;
  return kb.planner.topics.find((t) => t.id === other) ?? topic;
}
