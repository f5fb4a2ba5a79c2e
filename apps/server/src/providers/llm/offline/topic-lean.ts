import type { Topic } from './content/schema.js';
import type { Choice } from './choice-read.js';
import { favours } from './choice-weigh.js';
import type { Part } from './parts.js';

/*
 * '日常实习和暑期实习哪个更有用', '秋招和春招哪个机会多': two things a topic compares, weighed by the asker. The
 * topic's points say how the two differ; its written lean says which a counsellor would take and when the other
 * wins, so the asker who asks which is better gets a position, not only a list.
 */

/** Where in the lean an option is first spoken for, not against ('不必急着考证'); -1 when never. */
function favouredAt(lean: string, option: string): number {
  for (let at = lean.indexOf(option); at >= 0; at = lean.indexOf(option, at + 1))
    if (favours(lean.slice(Math.max(0, at - 6), at + option.length), option)) return at;
  return -1;
}

/** The position the topic's lean takes between the asker's two options, when it names either of them. */
export function topicLeanPart(choice: Choice, topic: Topic): { part: Part; position: string } | null {
  if (!topic.lean) return null;
  const at = choice.options.map((o) => favouredAt(topic.lean!, o));
  // Both options are named in the lean (it gives each its situation): the one it names first is the one taken.
  if (at.some((x) => x < 0) || at[0] === at[1]) return null;
  const pick = at[0]! < at[1]! ? 0 : 1;
  const [a, b] = [choice.options[pick]!, choice.options[1 - pick]!];
  return {
    part: { lines: [`**在${a}和${b}之间，我更建议你选${a}**。${topic.lean}`], from: `求职专题「${topic.name}」` },
    position: `${a}：${topic.lean}`,
  };
}
