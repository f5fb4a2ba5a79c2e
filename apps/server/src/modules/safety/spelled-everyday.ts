/**
 * Letters that a career question's own words show to be no keyword, however they spell one: du bo weighed as a
 * doctorate (du bo士要几年, du bo还是直接工作好, yi xue sheng du bo zhi de ma), bing du and da ma among the words of
 * the work they are in a career question (bing du xue 病毒学, fang bing du gong cheng shi, shu ju biao zhu da ma 打码,
 * 50 sui de da ma 大妈: pinyin-everyday.ts), and a romanized name, a handle or a company (Du Bo 是我同学, 我叫Du Pin,
 * du.bo 是我微信名, Dubo Tech). The gate reads a question through this before anything else, so the pinyin spellings
 * of 赌博, 冰毒, 大麻 and 毒品 are not read in them; a request keeps its letters.
 */
import { readInitialsBySentence } from './initials-by-sentence.js';
import { readEverydaySyllables } from './pinyin-everyday.js';

/** du bo in any of the ways it is typed: spaced, joined, dotted, capitalised, or half in characters (读bo, du博). */
const DU_BO = /(?<![a-z])(?:du[\s._-]*bo|读[\s._-]*bo|du[\s._-]*博)(?![a-z])/giu;

/**
 * What tells the doctorate (读博) in a question: 士 or 后 run on (博士, 博后), or the words of study and of choosing it
 * against a job, in characters or in pinyin. A doctorate question carries these as often as not.
 */
const STUDY =
  /^\s*(士|后|shi(?![a-z])|hou(?![a-z]))|毕业|申请|shen\s*qing|导师|硕士|研究生|读研|考研|考博|硕博|本科|学位|学术|科研|高校|教职|实验室|工科|理科|文科|医学生|专业|几年|延毕|申博|博导|期间|实习|在读|读完|奖学金|课题|值得|纠结|考虑|(还是|和|或者|hai\s*shi|huan\s*shi)\s*(直接|zhi\s*jie)?\s*(工作|就业|上班|gong\s*zuo|jiu\s*ye)|bi\s*ye|qi\s*jian|shi\s*xi|zai\s*du|du\s*wan|shen\s*bo|bo\s*dao|ke\s*ti|yan\s*bi|jiang\s*xue\s*jin|dao\s*shi|shuo\s*shi|yan\s*jiu\s*sheng|xue\s*(sheng|wei|shu)|ke\s*yan|gao\s*xiao|zhuan\s*ye|ji\s*nian|zhi\s*de|kao\s*lv|jiu\s*jie/iu;

/**
 * What tells gambling, which outweighs any sign of study (读研时du bo输了怎么翻本): a win or loss, a stake, a site or
 * a pay-out, in characters or pinyin.
 */
const STAKES =
  /赢|输|翻本|回本|下注|押注|充值|出款|赔率|平台|网站|盘口|网上|线上|在线|app|游戏|ying\s*(qian|le)|shu\s*le|xia\s*zhu|ping\s*tai|wang\s*(zhan|shang)|zai\s*xian|chong\s*zhi|fan\s*ben|hui\s*ben|you\s*xi|怎么玩|zen\s*me\s*wan(?![a-z]|\s*(cheng|shan|quan|bi|le))/iu;

/**
 * Letters named as someone's or something's name: after 我叫 or a handle's word, or before what they are to the asker
 * (是我同学, 是我的名字拼音, 是我们公司的缩写) and a company's suffix. A clause must end after the relation, so
 * 是我朋友给的 is no name.
 */
const NAMED_BEFORE =
  /((同学|同事|朋友|室友|舍友|老板|领导|上司|导师|老师|经理|主管|客户|实习生|他|她)(的名字)?叫(做)?|我叫|名叫|叫做|名字(是|叫)|英文名(是|叫)?|微信名(是|叫)?|昵称(是|叫)?|网名(是|叫)?|用户名(是|叫)?)\s*$/u;
// Not after a verb's particle: in 想sr了我老板 the letters are a verb done to the boss, no name of theirs.
const NAMED_AFTER =
  /^\s*((?![了过掉着])\p{Script=Han}{2,3}\s*)?(就?是|叫)?\s*(我|他|她|我们)?(公司)?的?\s*(同学|同事|朋友|老师|室友|舍友|老板|上司|导师|学长|学姐|师兄|师姐|名字|英文名|中文名|微信名|昵称|网名|用户名|id|账号名|缩写|简称|拼音|公司名)(拼音)?(?=[\s，。,.!！?？、;；:：（(]|$|他|她|也)/iu;
/**
 * Letters said to be a person of the asker's workplace or school, with words between (Du Pin 是我们部门新来的实习生,
 * Du Bo 是隔壁组的产品经理): 是, at most ten characters of the same clause, and the person's role closing it.
 */
const NAMED_ROLE =
  /^\s*(就?是)[^，。,.!！?？；;]{0,10}?(实习生|新人|新员工|员工|同事|同学|室友|组长|经理|主管|总监|领导|老板|客户|候选人|面试官|导师|老师|学长|学姐|hr|合伙人|负责人|工程师|设计师|产品经理|程序员|销售)(?=[\s，。,.!！?？、;；:：（(]|$|他|她|也|怎么|要|该)/iu;
/** A company's suffix, after the letters or as their last word (Dubo Tech). */
const COMPANY = /^\s*(tech|technology|technologies|inc|ltd|limited|group|corp|studio|labs?)(?![a-z])/iu;
const COMPANY_LAST = /[ ._-](tech|technology|technologies|inc|ltd|limited|group|corp|studio|labs?)$/iu;

/** A run of letters as a name is typed: one to three words, perhaps dotted or underscored (du.bo, Du Bo, Zhang_San). */
const LATIN_NAME = /(?<![A-Za-z])[A-Za-z]+(?:[ ._-][A-Za-z]+){0,2}(?![A-Za-z])/g;

/** The question with its named letters and its doctorate read as such; as it was when neither is in it. */
export function readSpelledEveryday(text: string): string {
  const read = text.replace(LATIN_NAME, (name: string, at: number, whole: string) => {
    const before = whole.slice(0, at);
    const after = whole.slice(at + name.length);
    const named = NAMED_BEFORE.test(before) || NAMED_AFTER.test(after) || NAMED_ROLE.test(after);
    return named || COMPANY.test(after) || COMPANY_LAST.test(name) ? '某某' : name;
  });
  const everyday = readEverydaySyllables(readInitialsBySentence(read));
  if (STAKES.test(everyday)) return everyday;
  // Read after the letters first, so 士 or 后 run on is seen at the start; then the rest of the question.
  return everyday.replace(DU_BO, (m: string, at: number, whole: string) =>
    STUDY.test(`${whole.slice(at + m.length)} ${whole.slice(0, at)}`) ? '读博' : m,
  );
}
