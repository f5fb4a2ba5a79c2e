import type { Part } from './parts.js';
import type { Body } from './result-body.js';

/*
 * Feeling overqualified or wasted (屈才, 大材小用, 研究生做的工作本科生也能做, 硕士工资和本科同事一样, 专业白学了):
 * what the feeling usually is made of, when staying pays and when to get ready to move, with a lean from what the
 * asker said (how long they have been there, what holds them), and one step that tells the two apart. Read from its
 * words, a colleague's pay reads as a quarrel with colleagues and a small company as 大厂还是创业公司.
 */

/** Said of one's own work against one's schooling. */
export const OVERQUALIFIED =
  /屈才|大材小用|学非所用|(?:做的|干的|工作|活儿?|岗位)[^。？?！!]{0,12}(?:本科生?|专科生?|高中生?)(?:也|都)(?:能|可以|会)(?:做|干)(?![^。？?！!]{0,3}吗)|(?:硕士|研究生|博士)[^。？?！!]{0,20}(?:和|跟|与)[^。？?！!]{0,8}(?:本科|专科|硕士)[^。？?！!]{0,10}(?:一样|差不多|没区别|没差别|相同)|(?:专业|书|研究生|硕士|博士|大学)(?:算是?|是不是)?白(?:学|读|念|上)了?|浪费(?:了)?(?:我的)?(?:学历|专业)|学历(?:高了?|白瞎)[^。？?]{0,10}(?:没用|一样|浪费)/u;

/** A change of field or major weighed ('转行会不会浪费专业'): that change's own decision answers. */
const LEAVING_FIELD = /转行|想转|要不要转|转专业|换专业|跨考|跨专业|改行/u;

/** Saying one has only just started. */
const EARLY =
  /刚毕业|刚入职|刚工作|试用期|才(?:一|两|三|四|五|几|[1-6])个月|入职(?:不到|没多久|半年)|应届|第一份工作|实习期/u;

/** Saying it has lasted, or that nothing is being learnt. */
const STUCK =
  /(?:两|三|四|五|六|七|八|[2-9])年了?|学不到|没(?:有)?(?:成长|晋升|涨薪|提升)|一直(?:在)?(?:打杂|做杂事|重复)|看不到(?:希望|前途|头)|天天重复/u;

/** The family's wish to stay. */
const FAMILY = /家里|父母|爸妈|家人/u;

/** What holds the asker where they are. */
const HELD = /家里|父母|爸妈|家人|编制|事业单位|体制内|公务员|国企|老家|县城/u;

type Lean = 'stay' | 'move' | 'stay-prepare';

function leanOf(question: string): { lean: Lean; line: string } {
  const early = EARLY.exec(question)?.[0];
  const stuck = STUCK.exec(question)?.[0];
  // The family's wish is what holds most: named before the kind of employer or the place.
  const held = (FAMILY.exec(question) ?? HELD.exec(question))?.[0];
  if (stuck && !early)
    return {
      lean: 'move',
      line: `**我的倾向是开始准备走**。你说了“${stuck}”，这已经过了起步期，再留下去，学历和专业的优势会一年年变小；先找好下一份再辞，不要裸辞。`,
    };
  if (held)
    return {
      lean: 'stay-prepare',
      line: `**我的倾向是先留着**，边干边准备。你说了“${held}”，这份工作给的稳定是实打实的，现在辞掉代价大；把下一步（更高层级的单位、在职读研或对口的岗位）准备到能落地，再决定走不走。`,
    };
  if (early)
    return {
      lean: 'stay',
      line: `**我的倾向是先留下**，给自己一个期限。你说了“${early}”，入职头一年做基础的活，本科生和研究生大多一样，现在就走，下一份很可能还是从这些做起；干满一年再看，到时没变化再准备走。`,
    };
  return {
    lean: 'stay',
    line: `**我的倾向是先留下试三个月**，别急着走。你还没说做了多久、学不学得到东西；先按下面的办法主动要更难的活，三个月里没有变化，再开始准备走。`,
  };
}

/** A line for what the asker set beside the feeling: a colleague's pay, a doctorate, a job far from the major. */
function saidLine(question: string): string | null {
  if (/工资|薪资|薪水|待遇|收入|钱/u.test(question))
    return '**工资一样**：不少单位校招时按学历定起薪档或职级，入职以后多按岗位和绩效调薪，同岗同酬很常见；学历的差别更多落在定级、落户、晋升和内部转岗上。先问清你们的职级和调薪规则，再判断亏没亏。';
  if (/博士/u.test(question))
    return '**博士在企业**：博士的优势多在两三年后的技术职级和牵头项目上，第一年常和硕士做一样的事；可以主动申请进研究院、预研组或技术专家序列，那里的工作才用得上博士的训练；企业里始终没有这样的岗位、而你更想做研究，高校和科研院所的博士后、教职才是博士训练的本行。';
  if (/销售|客服|运营|行政/u.test(question))
    return '**专业没白学**：做的事离专业远，专业也能变成筹码。最能用上专业背景的是技术销售、销售工程师和应用工程师（FAE）这类要懂产品的岗位，懂专业让你能和客户的工程师对话，也是以后回技术岗的桥。';
  if (/体制内|编制|事业单位|公务员/u.test(question))
    return '**体制内觉得屈才**：体制内也有往上走的路，遴选、选调、考上级单位或在职读研，不辞职也能换到更用得上你的岗位；先查你所在地区这几条路的报考条件和服务年限。';
  return null;
}

/** The part: what the feeling is made of, when to stay, when to move, the lean and a first step. */
export function overqualifiedPart(question: string): Part | null {
  if (!OVERQUALIFIED.test(question) || LEAVING_FIELD.test(question)) return null;
  const { line } = leanOf(question);
  const said = saidLine(question);
  return {
    heading: '### 觉得屈才：先分清是哪一种',
    lines: [
      line,
      '**屈才常是三种情况混在一起**：①入职头一两年做基础工作，不论学历多数岗位都这样起步，这不等于走错；②工资按岗位而不是按学历给，同岗的人拿得差不多很常见；③岗位本身用不上你的专长，一两年后也不会变，只有这一种才是真的错配。',
      ...(said ? [said] : []),
      '**留下更划算的时候**：入职不满一年；这份工作在教你行业里用得上的东西（业务流程、客户、项目）；单位有明确的晋升或转岗通道；或者它给了你看重的东西，稳定、城市、离家近。',
      '**该准备走的时候**：做满一年仍是重复的杂事，主动要更难的活也不给；你的专长在这个单位没有对应的岗位；同专业同学历的人在别处做的事明显更难、成长更快。',
      '**这周就能做的**：把你会而现在没用上的技能列出来，找直属领导谈一次，具体要一件能用上它的任务；同时在招聘网站搜二十条要求你这个学历和专业的岗位，看外面要你做什么、给多少。两边一比，留还是走就清楚了。',
    ],
    from: '屈才与学历错配',
  };
}

/** Leads the answer with the part, its lean the answer's one position. */
export function leadWithOverqualified(b: Body, question: string): boolean {
  const part = overqualifiedPart(question);
  if (!part) return false;
  b.parts = [part];
  b.position = part.lines[0]!.replace(/\*\*/gu, '');
  b.readAs = '觉得屈才，留还是走';
  return true;
}
