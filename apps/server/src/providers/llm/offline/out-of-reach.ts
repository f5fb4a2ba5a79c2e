/*
 * A road the asker says is out of reach now ('暑期实习找不到大厂的', '国企进不去', '没拿到大厂的offer'): not refused,
 * so its lines stay (the way to reach it later), but the position is the road left open, said as such. Advising the
 * road they just said they cannot get answers another asker.
 */

const FAIL = '找不到|进不去|进不了|去不了|拿不到|没拿到|投不进|投不上|够不着|考不上|没考上|上不了|没进|没上';

/** '找不到大厂的实习', '没拿到国企offer': the verb of failing first. */
const FAIL_THEN = new RegExp(
  `(?:${FAIL})(?:的)?([\\p{Script=Han}A-Za-z]{2,4}?)(?=的|实习|offer|岗|工作|[，。,？?！!；;]|$)`,
  'giu',
);
/** '大厂进不去', '国企的offer拿不到': the road first. */
const ROAD_THEN = new RegExp(
  `([\\p{Script=Han}A-Za-z]{2,4})(?:的)?(?:实习|offer|岗位)?(?:都|也|根本|实在)?(?:${FAIL}|没戏)`,
  'giu',
);

/** The roads said out of reach, as the asker named them. */
export function outOfReach(question: string): string[] {
  const found = [...question.matchAll(FAIL_THEN), ...question.matchAll(ROAD_THEN)].map((m) =>
    m[1]!.replace(/^(?:暑期|日常|寒假|实习|一个|个|家)/u, ''),
  );
  return [...new Set(found.filter((w) => Array.from(w).length >= 2 && !/^(?:工作|实习|offer|我|自己)/iu.test(w)))];
}
