import type { Decision } from './content/schema.js';
import { optionsNamed } from './decision-options.js';

/*
 * A bare '为什么', '为啥', '为什么这么建议' after a position on a decision ('考研还是工作' → 更建议考研): the asker wants
 * the reasons, not the position said again with a note on where it came from. A counsellor lists when the picked
 * road pays off (so the asker can check which of them hold for them) and what the other road costs; after a lean
 * with no option named, the things the lean weighed.
 */

/** Plain text of a line, for telling whether the position's own clause already said it. */
const bare = (s: string) => s.replace(/[。；，\s]/gu, '');

/** The reasons behind the position the previous answer took on the decision, or [] when the content has none. */
export function decisionReasons(
  decision: Decision | undefined,
  picked: string | undefined,
  other: string | undefined,
  because: string,
): string[] {
  if (!decision) return [];
  const said = bare(because);
  const fresh = (lines: readonly string[]) => lines.filter((l) => !said.includes(bare(l).slice(0, 12)));
  // A lean that names one option ('专升本值得：…') picks it as surely as '我更建议你选…'.
  const leaned = optionsNamed(decision, because);
  const mine = picked ? optionsNamed(decision, picked)[0] : leaned.length === 1 ? leaned[0] : undefined;
  const theirs = other
    ? optionsNamed(decision, other)[0]
    : mine && decision.options?.length === 2
      ? decision.options.find((o) => o !== mine)
      : undefined;
  if (!mine) {
    const weighed = fresh(decision.considerations).slice(0, 3);
    return weighed.length
      ? [
          `**理由**：这个倾向是把下面几件事放在一起看出来的，你在哪一条上情况特殊，结论就可能变：\n${weighed.map((c) => `- ${c}`).join('\n')}`,
        ]
      : [];
  }
  const lines: string[] = [];
  const fits = fresh(mine.fitsWhen).slice(0, 3);
  if (fits.length)
    lines.push(
      `**理由**：${mine.name}在下面这些情况下更划算，你对上的越多，这个建议越站得住：\n${fits.map((f) => `- ${f}`).join('\n')}`,
    );
  const costs = theirs?.costs ?? [];
  if (theirs && costs.length)
    lines.push(
      `**没有先推${theirs.name}，是因为它要付出的代价**：\n${costs
        .slice(0, 2)
        .map((c) => `- ${c}`)
        .join('\n')}`,
    );
  return lines;
}
