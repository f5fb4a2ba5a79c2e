import { listedItems } from './dialogue.js';

/*
 * '新媒体那个前景怎么样', 'CRA那个工资高吗', '那个临床研究协调员是做什么的': an item of the previous answer named by a
 * part of its name, with a word that points back (那个, 这个, 那条). The item is what the question is about, not the
 * job or major its words reach on their own (新媒体运营's card for 新媒体与内容创作 of 汉语言文学).
 */

/** A word that points back at something said: a part of a name is only read as an item beside one. */
const POINTS = /那个|这个|那条|这条|那项|那一项|那种|那块|那一类|那一块|那方向|那个方向|说的/u;

/** The parts of an item's full name as the answer wrote it: split at brackets, 、, 与, 和 and spaces. */
function partsOf(label: string): string[] {
  return label
    .split(/[（）()、与和及/，,：:\s]+/u)
    .map((p) => p.trim())
    .filter((p) => Array.from(p).length >= 2 && !/^(?:企业|公司|单位|机构|岗位|行业|工作|相关)$/u.test(p));
}

/** The item the question names by a part of its name, or null (none named, or two items share the part). */
export function itemNamed(question: string, previousAnswer: string): string | null {
  if (!POINTS.test(question)) return null;
  const asked = question.toLowerCase();
  const lines = previousAnswer.split('\n');
  const hits = listedItems(previousAnswer).flatMap((item) => {
    // The line the item was listed on holds its whole name ('临床监查（CRA）与临床研究').
    const label = lines.find((l) => l.includes(item))?.replace(/^[#\s\d.、)*-]+|\*\*/gu, '') ?? item;
    const full = label.split(/[：:]/u)[0]!;
    const part = partsOf(full)
      .filter((p) => asked.includes(p.toLowerCase()))
      .sort((a, b) => b.length - a.length)[0];
    return part ? [{ item, size: part.length }] : [];
  });
  if (!hits.length) return null;
  hits.sort((a, b) => b.size - a.size);
  return hits.length > 1 && hits[0]!.size === hits[1]!.size ? null : hits[0]!.item;
}
