import type { ChatProfile } from '../llm.provider.js';

/*
 * '那我呢', '对我来说呢' after a general question ('哪些专业好就业'): the same question asked of the asker, whose case
 * is what their profile states (major, year, stage). Nothing stated: nothing to add, and the question is read as is.
 */

/** Only pointing at the asker, with nothing of their own case said. */
export const ASKS_OF_ME =
  /^(?:那|那么|所以)?\s*(?:我|我的话|对我来说|像我这样的?|我这种情况|我这样的?)\s*(?:呢|怎么样|咋样|适合吗|合适吗|怎么办)\s*[？?！!。]*$/u;

const fact = (profile: ChatProfile, label: string) =>
  profile.facts
    ?.find((f) => f.startsWith(`${label}：`))
    ?.slice(label.length + 1)
    .trim();

/** The asker's case as they would say it ('我是计算机科学与技术专业，大三'), or null when the profile states none. */
export function askerCase(profile: ChatProfile): string | null {
  const major = fact(profile, '专业');
  const year = fact(profile, '年级');
  const stage = fact(profile, '目前阶段');
  const job = fact(profile, '职业');
  const said = [major ? `${major}专业` : '', year ?? '', !year && stage ? stage : '', job ? `现在做${job}` : '']
    .filter(Boolean)
    .join('，');
  return said ? `我是${said}` : null;
}
