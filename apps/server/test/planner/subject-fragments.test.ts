import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

/*
 * The subject an answer opens by naming (subject.ts) is a phrase a reader recognises, never a cut piece of the
 * question: '先说每天', '关于大厂的只', '关于怕两头' read as nonsense.
 */
describe('the subject of a question', () => {
  it('leaves out how often and where, a fear, and how much', () => {
    expect(questionSubjects('每天打杂跑腿，这种岗位有前途吗')).toEqual(['打杂跑腿']);
    expect(questionSubjects('怕两头都落空，要不要只准备一边')).toEqual([]);
    expect(questionSubjects('想学点手艺，有什么推荐的')).toEqual(['手艺']);
    expect(questionSubjects('简历上的空窗期怎么解释？在家备考失败了')).not.toContain('家备考失败');
  });

  it('does not end on a cut word, a verb left over, or someone speaking', () => {
    expect(questionSubjects('外企的只是听起来好听吗')).toEqual(['外企']);
    expect(questionSubjects('考编考了三年都没上岸')).toEqual(['考编']);
    expect(questionSubjects('HR问期望薪资怎么说')).toEqual([]);
    expect(questionSubjects('面试最后面试官让我反问，问什么好')).toEqual(['面试']);
    expect(questionSubjects('实习期间能请假吗')).toEqual(['实习']);
    expect(questionSubjects('公司说试用期不交社保，合法吗')).toEqual([]);
  });

  it('has no preposition or adverb left at its end, and is not what a paper says', () => {
    expect(questionSubjects('offer上写公积金按最低基数交，这样合理吗')).toEqual([]);
    expect(questionSubjects('入职前HR还要看我银行流水，正常吗')).toEqual(['入职前HR']);
    expect(questionSubjects('公积金按多少交合适')).toEqual(['公积金']);
    expect(questionSubjects('压力好大，要不要辞职去读研')).not.toContain('压力好大');
  });

  it('keeps a job title whole where its first or last character is also a joining word or a verb', () => {
    expect(questionSubjects('跟单员是做什么的')).toEqual(['跟单员']);
    expect(questionSubjects('猎头顾问每天做什么')).toEqual(['猎头顾问']);
  });

  it('is no adverb of must ("一定要签吗", "必须考研吗")', () => {
    expect(questionSubjects('三方协议是什么，一定要签吗')).toEqual(['三方协议']);
    expect(questionSubjects('做算法必须读研吗')).toEqual(['算法']);
  });
});

describe('the subject of a question said with how hard it is', () => {
  it('is the thing, not its difficulty, and not the asker arriving', () => {
    expect(questionSubjects('跨考法学难吗')).toEqual(['跨考法学']);
    expect(questionSubjects('大一刚进来，感觉临床医学好累')).not.toContain('进来');
  });
});

describe('the subject of a question that says when, how alike, or where the asker stands', () => {
  it('takes the term off with the year ("大三下开始来得及吗" names no "下开始")', () => {
    expect(questionSubjects('二本计算机，想考985的研，现在大三下开始来得及吗')).not.toContain('下开始');
    expect(questionSubjects('大二上学期开始准备雅思晚吗')).toEqual(['雅思']);
  });

  it('ends at 差不多 ("工资差不多" is no "工资差")', () => {
    expect(questionSubjects('一个国企行政，一个私企产品助理，工资差不多，选哪个')).not.toContain('工资差');
  });

  it('is no word cut after its verb ("我想做的设计" names 设计, not "的设计")', () => {
    expect(questionSubjects('测出来是RIC，感觉和我想做的设计不沾边')).toEqual(['设计']);
  });

  it('is not the asker about to graduate ("硕士快毕业了")', () => {
    expect(questionSubjects('硕士快毕业了，导师劝我读博')).not.toContain('硕士');
    expect(questionSubjects('本科即将毕业，考研还是工作')).toEqual(['考研']);
  });
});

describe('the subject of a question that says where and who before the thing asked about', () => {
  it("is the job, not the city and the asker's standing in front of it", () => {
    expect(questionSubjects('深圳应届生硬件工程师一般给多少')).toEqual(['硬件工程师']);
    expect(questionSubjects('杭州Java开发应届生一般多少钱')).toEqual(['Java开发']);
    // '一般工资多少' is the usual pay; '英语一般，工资高的岗位' is a weakness, then what is asked.
    expect(questionSubjects('嵌入式工程师应届生一般工资多少')).toEqual(['嵌入式工程师']);
    expect(questionSubjects('我英语一般工资高的岗位有哪些')).toEqual([]);
    expect(questionSubjects('上海的产品经理工资高吗')).toEqual(['产品经理']);
    expect(questionSubjects('应届生简历怎么写')).toEqual(['简历']);
  });

  it('keeps a university named after its city', () => {
    expect(questionSubjects('北京大学怎么样')).toEqual(['北京大学']);
  });

  it('has no preposition before it, nor a verb, an adverb or a question word after it', () => {
    expect(questionSubjects('我对心理学很感兴趣，以后能做什么？')).toEqual(['心理学']);
    expect(questionSubjects('大二了，对未来很迷茫，怎么办？')).toEqual([]);
    expect(questionSubjects('考公务员对专业有什么要求？')).toEqual(['考公务员']);
    expect(questionSubjects('机械专业去哪里找实习？')).toEqual(['机械']);
    expect(questionSubjects('会计师需要考哪些证书，晋升路线怎样？')).toEqual(['会计师', '晋升路线']);
    expect(questionSubjects('英国一年制硕士回国，国企和大厂认可吗？')).toEqual(['国企和大厂']);
    expect(questionSubjects('新闻学专业现在还有前途吗？传统媒体好像都不怎么招人了')).toEqual(['新闻学', '传统媒体']);
    expect(questionSubjects('英语专业非师范，专八过了，还能做啥？')).toContain('专八');
    expect(questionSubjects('应届生的第一份工作，钱多重要还是平台好重要？')).not.toContain('钱多重');
    expect(questionSubjects('内容审核员这工作咋样')).toEqual(['内容审核员']);
    expect(questionSubjects('保研和直接工作怎么选？')).toEqual(['保研和直接工作']);
  });
});
