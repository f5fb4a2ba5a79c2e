import { askerAge } from './age.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';
import { ORGAN } from './state-kind.js';
import { numberOf } from './years-met.js';

/*
 * '体制内干了八年要不要辞职出来', '事业编干了十年，38了，出来还能找到工作吗': the years served and the age said by
 * someone leaving the state sector change what the decision weighs. Years still inside the civil service's minimum
 * service period make the resignation itself uncertain; years past it are experience a company hires for, not an
 * entry-level start; an age at or past the civil-service exams' line means there is no taking the exam again later,
 * so the step is weighed as one that does not come back.
 */

const N = '(\\d+(?:\\.\\d+)?|[一二两三四五六七八九十]{1,3})';
/** Years served said: '干了八年', '国企待了五年', '在编8年', '工作了十年'. */
const SERVED = new RegExp(
  `(?:干了|待了|呆了|工作了|上了|熬了|在编|干|待|呆|才|刚)(?:快|有|近|差不多)?${N}(?:多)?年`,
  'u',
);
/** The civil service, said as such or by an organ of government (税务局, 街道办): its minimum service period applies. */
const CIVIL_SERVICE = new RegExp(`公务员|公务猿|机关|体制内|${ORGAN}`, 'u');

export function stateYearsPart(question: string, reading: Reading): Part | null {
  if (reading.decision?.id !== 'leave-system' || reading.followUp) return null;
  const m = SERVED.exec(question.replace(/\s+/gu, ''));
  const years = m ? numberOf(m[1]!) : NaN;
  const age = Number(askerAge(question) ?? NaN);
  const lines: string[] = [];
  if (Number.isFinite(years)) {
    if (years < 5 && (CIVIL_SERVICE.test(question) || reading.case?.id === 'to-private'))
      lines.push(
        `- **干了 ${years} 年**：新录用公务员在机关的最低服务年限是五年（含试用期，《公务员录用规定》），还在年限内提出辞职，审批可能不批或要先谈清，递交申请前先问组织人事部门。`,
      );
    else
      lines.push(
        `- **干了 ${years} 年**：企业会按有 ${years} 年经验的人来看你，而不是入门岗：把这几年管过的事、牵头写过的材料、对接过的单位和做成的结果写成简历上的成果，先投能用上这些经验的岗位（政府事务、合规、行业对口企业），比从零起步的岗位更容易谈到不降薪。`,
      );
  }
  if (age >= 35)
    lines.push(
      `- **${age} 岁**：公务员招考的年龄上限多年来是 35 周岁，2026 年度国考起放宽到 38 周岁（以当年招考公告为准），事业单位也大多设年龄线；${age} 岁出来，以后再考回去的路基本就关上了，所以要按“不回头”来算：先拿到书面 offer、谈好入职时间再递辞职申请。`,
    );
  else if (Number.isFinite(age) && age >= 30)
    lines.push(
      `- **${age} 岁**：离公务员招考的年龄线（多年来是 35 周岁，2026 年度国考起 38 周岁，以当年公告为准）还有几年，出去后想回头还有窗口，但窗口在缩短，越往后越要按不回头来打算。`,
    );
  return lines.length ? { heading: '### 你的年限和年龄', lines, from: '年龄与招录规定' } : null;
}
