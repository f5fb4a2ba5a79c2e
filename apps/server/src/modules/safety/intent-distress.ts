import type { SafetyCategory } from './safety.types.js';

/**
 * Distress said indirectly, without the words of the older lists (不想活, 自杀): wishing for an accident or an
 * illness as a way out of work or school, feeling one should not exist or is a burden best gone, looking down from
 * a height, and the same in English. A counsellor hearing any of these asks how the person is and gives them a
 * hotline, so the gate points them to help rather than to careers. Each names the person's own life or end, so
 * a question about an accident's insurance or a relative's death passes. They read the normalized question.
 */
export interface DistressRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
}

/** Harm that would come on its own: an accident, a grave illness, not waking up. */
const MISHAP =
  '(出(个|场|了|一场)?(车祸|意外)|被车撞(一下)?|被(车|人)?撞(死|飞)|得(个|了|一场)?(绝症|重病|大病)|生(一)?场大病|一睡不醒|睡着(了)?(就)?不(再)?醒|醒不过来|(地球|世界)(毁灭|末日))';
/** Milder harm (住院, 病倒), wished for only: '如果住院就不用上班' can ask about sick pay. */
const ILLNESS = '(生(个|场)?病|病倒|住(个)?院|骨折|摔断腿)';
const WISH = '(真希望|希望|巴不得|恨不得|好想|真想|宁愿|宁可|盼着|多希望)';
/** What it would spare them: work, school, having to face things; or said as a relief. */
const WAY_OUT =
  '(就|便)?(可以|能)?(不用|不必|不去|可以不|能不|再也不用)(去)?(上班|上学|工作|考试|面对|还|加班|面试|找工作|见人|醒来|公司|单位|学校)|(就|便)(解脱|轻松|好了|清净|结束)|也好|多好|算了|该多好';

const RULES: DistressRule[] = [
  // 要是出车祸就不用去上班了, 真希望生场大病住院: harm wished on oneself as the way out.
  {
    id: 'distress-way-out',
    category: 'self_harm',
    pattern: new RegExp(
      `${MISHAP}了?.{0,6}(${WAY_OUT})|${WISH}(我|自己)?(能|可以|赶紧|快点|突然|直接)?${ILLNESS}`,
      'u',
    ),
  },
  // 没有存在的必要, 不如不在了, 我是家里的累赘还不如消失: not wanting to exist, or feeling a burden best gone.
  {
    id: 'distress-not-exist',
    category: 'self_harm',
    pattern:
      /(我|自己)(?:(?!岗位|职位|部门|专业|行业|公司|工作|证书|职业|这个|那个|它).){0,8}(没有|没|毫无)(存在|活着)的(必要|意义|价值)|不(配|该|应该)(活着|存在|活在)|(不想|不愿)(再)?(存在|活着)(了|下去)|(还不如|不如|干脆|索性)(我)?(就)?(不在了|不存在|没出生|没被生下来|从来没有出生)|(要是|如果|等)我不在了(的话|以后|之后)?($|他们|家人|家里|爸妈|父母|孩子|大家|谁|也|就|会)|活腻(了|歪了)|(累赘|拖累).{0,10}(不如|不在|消失|死|离开这个世界|解脱)|(活着|活下去|人生)(真|好|太|很|特别|实在)?(痛苦|煎熬|折磨|难熬)|(死了|不在了|消失了?).{0,4}(也|都)?没(有)?人(会)?(在乎|在意|发现|知道|难过|伤心)|(没有人|没人)(会)?(在乎|在意|发现|注意到)我(的)?(死活|死|不在|消失|不见)/u,
  },
  // 站在阳台往下看, 跳下去是不是就轻松了: the thought of falling, pointed to help.
  {
    id: 'distress-height',
    category: 'self_harm',
    pattern:
      /(站|趴|坐|蹲)(在)?.{0,6}(阳台|楼顶|天台|窗边|窗台|窗户边|桥上|桥边|楼梯口|高楼)(上|边)?.{0,4}往下(看|望|瞅)|(跳下去|往下跳|跳楼|跳河|跳江|一跃而下)(了)?.{0,8}(轻松|解脱|一了百了|就好了|就不用|就结束|就没事|就不痛|就不累)/u,
  },
  // 吃了一整瓶安眠药，头好晕: too much medicine or poison taken already, pointed to help at once.
  {
    id: 'distress-overdose',
    category: 'self_harm',
    pattern:
      /(吃|吞|喝|服)(了|下了?|掉了?)((一整瓶|一整盒|一整板|整瓶|整盒|一大把|(几十|[1-9][0-9]+|[二三四五六七八九]?十[一二三四五六七八九]?)(多)?(片|粒|颗))的?(安眠药|药片|药|退烧药|感冒药|止痛药|布洛芬|褪黑素|抗抑郁药)|(一瓶|一盒|一把|一堆|好多|很多)?的?(安眠药|农药|百草枯|老鼠药|敌敌畏))/u,
  },
  // Said in English with the spaces dropped ('nobody would even notice if i was gone', 'giving up on everything').
  {
    id: 'distress-english-indirect',
    category: 'self_harm',
    pattern:
      /giv(e|ing)up(on)?(everything|life|living)|(nobody|noone|noonewould)(would|will|wouldnt)?(even)?(notice|care|miss(me)?)if(i|im)(was|were|am|die|died|disappear|disappeared)?(gone|dead)?|if(i|im)(was|were)(gone|dead|notaround)|noreason(to|for)(live|living|goon)|notworthliving|tiredof(living|life|beingalive)|endingitall|hurt(ing)?myself/,
  },
];

export const DISTRESS_RULES: DistressRule[] = RULES;
