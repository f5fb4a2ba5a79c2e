import { withoutToneMarks } from './normalize.js';
import { syllablesOf } from './whole-pinyin.js';

/**
 * Two syllables that spell a drug and, as often in a career chat, an everyday word: bing du is 冰毒 and 病毒 (virology,
 * antivirus work), da ma is 大麻, 打码 (data labelling, captcha typing: a common home job) and 大妈 (a woman in her
 * fifties looking for work). Typed in pinyin the library and the rules can only read the drug. Here the letters are
 * read as the everyday word when the question holds that word's own field (病毒学, 网络安全, 数据标注, 50岁, 退休)
 * and nothing of getting, using, making or carrying the drug; a request keeps its letters, and a question with both
 * (mai bing du de gong zuo) is read as the request. spelled-everyday.ts applies this to a question first.
 */

interface Everyday {
  /** The two syllables as typed: spaced, joined, dotted, any case. */
  spelled: RegExp;
  /** The everyday words, each with the words of its field, in characters or pinyin. */
  meanings: ReadonlyArray<{ word: string; field: RegExp }>;
  /** What makes the letters the drug, read with the letters themselves marked @: any of it keeps them as typed. */
  drug: RegExp;
}

/** A syllable as a whole word of the typed text (xue, not the xue of xuexiao's letters run together). */
const syl = (s: string) => `(?<![a-z])(?:${s})(?![a-z])`;
/** Words of the drug trade in characters: getting, using, making, carrying, and a price per gram. */
const DRUG_CHARS = '买|卖|吸|抽|溜|嗑|种植|货|渠道|一克|配方|原料|上头|嗨|海关|安检|不被|提炼|合成|制作';
/** The same in pinyin, each a whole syllable group. */
const DRUG_SPELLED = syl(
  'mai|chou|liu|huo|qu +dao|yi +ke|pei +fang|yuan +liao|shang +tou|shang +yin|gan +jue|hai +guan|an +jian|bu +bei|zhi +zuo|he +cheng|ti +lian|ti +chun|zen +me +(zuo|nong|gao|dai|cang|yun)|fan +mai|duo +shao +qian +yi +(ke|bao|li|gen|kou)',
);
/** A verb of taking or moving right before the letters (xi bing du, chou dian da ma, dai da ma). */
const TAKEN_BEFORE = `${syl('xi|chou|liu|zhong|juan|dai|cang|yun|lai|gao|nong|qiu|you +mei +you|shui +you')} *(?:${syl('dian|yi +dian|xie|ge|ke')} *)?@`;

const drugOf = (after: string) =>
  new RegExp(`${DRUG_CHARS}|${DRUG_SPELLED}|${TAKEN_BEFORE}|@ *(?:de +)?${syl(after)}`, 'iu');

const EVERYDAY: readonly Everyday[] = [
  {
    // With its tone numbers too, bing4 du2 being 病毒 (冰毒 is bing1 du2).
    spelled: /(?<![a-z])bing4?[\s._-]*du2?(?![a-z0-9])/giu,
    meanings: [
      {
        word: '病毒',
        // Virology and medicine, and computer viruses in security work: the fields, the posts and the study.
        field: new RegExp(
          `学|研究|研发|试剂|检测|诊断|软件|网络|电脑|计算机|安全|免疫|疫苗|生物|感染|医学|分析|工程师|专业|硕士|博士|实验室|杀毒|防|${syl(
            'xue|yan +jiu|yan +fa|shi +ji|jian +ce|ruan +jian|wang +luo|dian +nao|ji +suan +ji|an +quan|mian +yi|yi +miao|sheng +wu|gan +ran|yi +xue|fen +xi|gong +cheng +shi|zhuan +ye|shuo +shi|bo +shi|shi +yan +shi|sha +du|fang|ke +yan|wei +sheng +wu|liu +gan|xin +guan',
          )}`,
          'iu',
        ),
      },
    ],
    drug: drugOf('huo|ke|wan'),
  },
  {
    spelled: /(?<![a-z])da[\s._-]*ma(?![a-z])/giu,
    meanings: [
      {
        word: '大妈',
        // A woman of fifty and more, a mother or an aunt, retired or laid off, asking for work again.
        field: new RegExp(
          `岁|阿姨|退休|下岗|再就业|广场舞|我妈|保姆|家政|失业|${syl(
            'sui|a +yi|tui +xiu|xia +gang|zai +jiu +ye|guang +chang +wu|wo +ma|bao +mu|jia +zheng|shi +ye',
          )}`,
          'iu',
        ),
      },
      {
        word: '打码',
        // Data labelling and captcha typing: a home job with its own platforms and pay per item.
        field: new RegExp(
          `标注|数据|兼职|日结|验证码|图片|马赛克|人工智能|工作|招聘|员|${syl(
            'biao +zhu|shu +ju|jian +zhi|ri +jie|yan +zheng +ma|tu +pian|ma +sai +ke|gong +zuo|zhao +pin|yuan',
          )}`,
          'iu',
        ),
      },
    ],
    drug: drugOf('you(?! +mei)|yan(?! +jiu)|ye|zi|su|hua|cao|tang|huo|zhong +zi|zai +na( +li)? +(mai|you|nong|gao)'),
  },
];

/**
 * The letters naming a product of their field bought (bing du jian ce shi ji zen me mai: a test kit, a vaccine, an
 * antivirus): the buying is of the product, so 买 and mai alone do not make the letters the drug.
 */
const PRODUCT_AFTER = new RegExp(
  `@ *(?:(?:jian +ce|he +suan|kang +yuan|jian +ce)? *(?:shi +ji|shi +zhi|ji +he|he|ruan +jian|yi +miao|yi +qi)(?![a-z])|(检测|核酸|抗原)?(试剂|试纸|盒|软件|疫苗|仪器))`,
  'iu',
);
const BOUGHT = new RegExp(`${syl('mai')}|买`, 'giu');

/**
 * Runs of letters typed with no spaces (bingduxue shiyanshi, dama biaozhu jianzhi): where the two syllables are typed
 * among them, every run that cuts wholly into pinyin is spaced into its syllables, so the letters and the words of
 * their field are read as if typed apart. English and runs that do not cut are left as they are.
 */
const HOLDS_PAIR = /bingdu|dama/i;
const spacedOut = (text: string) =>
  HOLDS_PAIR.test(text)
    ? text.replace(/[a-z]{4,}/giu, (run: string) => syllablesOf(run.toLowerCase())?.join(' ') ?? run)
    : text;

/** The question with such letters read as the everyday word its own field shows; as it was otherwise. */
export function readEverydaySyllables(question: string): string {
  const text = spacedOut(withoutToneMarks(question));
  let changed = false;
  let read = text;
  for (const { spelled, meanings, drug } of EVERYDAY)
    read = read.replace(spelled, (m: string, at: number, whole: string) => {
      const marked = `${whole.slice(0, at)} @ ${whole.slice(at + m.length)}`.toLowerCase();
      if (drug.test(PRODUCT_AFTER.test(marked) ? marked.replace(BOUGHT, ' ') : marked)) return m;
      const meant = meanings.find(({ field }) => field.test(marked.replace('@', '')));
      if (!meant) return m;
      changed = true;
      return meant.word;
    });
  return changed ? read : question;
}
