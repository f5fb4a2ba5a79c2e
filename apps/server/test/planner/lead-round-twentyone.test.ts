import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { outOfReach } from '../../src/providers/llm/offline/out-of-reach.js';
import { noProfile } from '../chat/planner-profiles.js';
import { chain, kb } from './conversation.js';

/*
 * Written for these tests, one class each: a liking set against one's major that names a job of its own (对数据分析更
 * 感兴趣) leads with that job's card; a student of a field asking whether to take its certificate is no job's licence;
 * the asker's schedule is no subject; a score short by a number said (差了5分) is the content's 差几分, and the case
 * asked whether to take outweighs the one that says where one stands; failing to find work however it is put; a road
 * said out of reach leaves the other as the position; 这个工作 after a list of several is asked about; the letters
 * said to be shared with a job are the asker's own.
 */
const read = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a liking that names a job, set against the major', () => {
  it.each([
    ['我是大三学生，专业是市场营销，但对数据分析更感兴趣，现在转方向还来得及吗？', '数据分析'],
    ['学会计的，其实对数据分析比较感兴趣，以后能做什么', '数据分析'],
  ])('%s: the job’s own occupations lead', (q, liked) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain(`从你更喜欢的${liked}出发`);
    expect(answer).toContain('数据科学家');
    expect(answer).toContain('转去做数据分析师');
    expect(answer).not.toMatch(/天文学家|死因调查官|你喜欢的事/u);
  });

  it('keeps the search of the catalogue for a liking that names no job', () => {
    const answer = chain('我是学会计的，但我更喜欢烘焙，以后能做什么')[0]!;
    expect(answer).toContain('从你更喜欢的烘焙出发');
    expect(answer).not.toContain('转去做');
  });
});

describe('a certificate asked of a field studied', () => {
  it.each(['会计专业要不要考CPA', '法学生要不要考法考', '会计专业需不需要考CPA'])(
    '%s: no licence line for a major',
    (q) => {
      const answer = chain(q)[0]!;
      expect(answer).not.toMatch(/要不和|要不要不要|需不和|做(?:会计专业|法学生)/u);
    },
  );

  it('still answers a job’s licence', () => {
    expect(chain('做审计助理要不要考CPA')[0]).toContain('做审计助理要不要持有');
  });
});

describe('the asker’s schedule', () => {
  it.each([
    ['在职考研现实吗？我白天上班晚上只有两个小时', ['在职考研']],
    ['周末还要加班，考证来得及吗', ['考证']],
  ])('%s: is no subject of its own', (q, subjects) => {
    expect(questionSubjects(q)).toEqual(subjects);
  });

  it('keeps a job done at a time of day as a subject', () => {
    expect(questionSubjects('晚上兼职做什么好')).toEqual(['晚上兼职']);
  });
});

describe('a score short by a number said', () => {
  it.each(['考研差了5分，要不要调剂', '考研差三分怎么办', '考研总分差了两分还有机会吗'])('%s: 差几分没上线', (q) => {
    expect(read(q).reading.case?.id).toBe('few-points-short');
    expect(chain(q)[0]).toContain('调剂');
  });

  it('is not a few minutes late', () => {
    expect(read('面试差5分钟迟到了怎么办').reading.case?.id).not.toBe('few-points-short');
  });

  it.each(['考研差十几分要二战吗', '考研差了5分要二战吗'])('%s: the case asked whether to take leads', (q) => {
    expect(read(q).reading.case?.id).toBe('second-try');
  });
});

describe('failing to find work, however it is put', () => {
  it.each(['没找到工作怎么办', '工作找不到怎么办', '毕业半年了工作还没找到'])('%s: answered, not asked back', (q) => {
    const answer = chain(q)[0]!;
    expect(read(q).reading.topic ?? read(q).reading.decision).toBeTruthy();
    expect(answer).not.toContain('这个问题我暂时答不好');
  });

  it('leaves a job found but not the one wanted', () => {
    expect(outOfReach('暑期实习找不到大厂的，去小公司有意义吗')).toEqual(['大厂']);
  });
});

describe('a road said out of reach', () => {
  it.each([
    ['暑期实习找不到大厂的，去小公司有意义吗', '大厂'],
    ['没拿到国企的offer，去私企还是再等等', '国企'],
  ])('%s: the road left is the position, said as such', (q, closed) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain(`你说${closed}现在够不着`);
    expect(answer).not.toContain(`**我更建议你选${closed}`);
    expect(answer).not.toContain('没有一定的高下');
  });

  it.each(['大厂进不去，小公司值得去吗', '考公考不上怎么办'])('%s: the road’s name is the subject, whole', (q) => {
    expect(questionSubjects(q).every((s) => !/[进考]$/u.test(s))).toBe(true);
  });

  it('leaves a choice with nothing out of reach open', () => {
    expect(chain('实习选大厂还是小公司')[0]).not.toContain('够不着');
  });
});

describe('这个工作 after a list of several', () => {
  it.each(['那这个工作以后发展怎么样', '这个工作累吗'])('%s: asks which of the listed jobs is meant', (q) => {
    const [, answer] = chain('学心理学的本科生能做什么', q);
    expect(answer).toContain(`“${q.replace(/^那/u, '').slice(0, 4)}”可以指其中任何一项`);
    expect(answer).toContain('学校心理健康教师');
    expect(answer).not.toContain('心理学这个专业本身');
  });

  it('answers 这个方向 after a question that named one job', () => {
    const [, answer] = chain('机械工程师要会哪些软件和技能？', '那这个方向要不要读研？');
    expect(answer).not.toContain('可以指其中任何一项');
    expect(answer).toMatch(/读研|考研/u);
  });

  it('answers a job named in the follow-up', () => {
    const [, answer] = chain('学心理学的本科生能做什么', '学校心理老师这个工作累吗');
    expect(answer).not.toContain('可以指其中任何一项');
  });
});

describe('the letters shared with a job', () => {
  it('are only the ones the asker said', () => {
    const answer = chain('我喜欢和人打交道，也喜欢写东西，适合什么工作')[0]!;
    expect(answer).not.toMatch(/与你共有[^）]*研究型/u);
    expect(answer).toContain('与你共有艺术型');
  });
});

describe('an age looked to, and the example of a next step', () => {
  it.each(['程序员到了35岁真的会被裁吗', '做测试的过了35岁还有人要吗'])('%s: states no age of the asker’s', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).not.toMatch(/你现在 3\d 岁/u);
    expect(questionSubjects(q).every((s) => !s.endsWith('到') && !s.endsWith('过'))).toBe(true);
  });

  it('says the age the asker gives', () => {
    expect(chain('我今年40岁了，被公司优化了，还能找到工作吗')[0]).toContain('你现在 40 岁');
  });

  it('names a developer’s next steps only to a developer', () => {
    expect(chain('我今年40岁了，被公司优化了，还能找到工作吗')[0]).not.toContain('从开发走向架构');
    expect(chain('程序员到了35岁真的会被裁吗')[0]).toContain('从开发走向架构');
  });
});

describe('a background learning a skill', () => {
  it.each(['文科生适合学编程吗', '文科生要不要学python', '文科生能学数据分析吗'])(
    '%s: the case of adding a skill',
    (q) => {
      expect(read(q).reading.case?.id).toBe('add-skill');
    },
  );

  it('leaves the jobs open to a background to their own case', () => {
    expect(read('文科生适合做什么工作').reading.case?.id).not.toBe('add-skill');
  });
});

describe('a private paper to write', () => {
  it.each(['帮我写一份请假条', '帮我写个检讨书', '给我写一封道歉信'])(
    '%s: declined as outside career planning',
    (q) => {
      expect(read(q).reading.scope).toBe('off-topic');
      expect(chain(q)[0]).toContain('代写这类私人文书我帮不上忙');
    },
  );

  it.each(['实习生怎么跟领导请假', '请假条怎么写比较得体', '帮我写一封求职信'])(
    '%s: a matter of work, answered',
    (q) => {
      expect(read(q).reading.scope).toBe('career');
    },
  );
});

describe('the pay of a training stage', () => {
  it.each(['医学生规培期间工资很低，要不要转行', '规培太穷了，想转行'])(
    '%s: the training’s own case, with how it is paid',
    (q) => {
      expect(read(q).reading.case?.id).toBe('guipei-hard');
      const answer = chain(q)[0]!;
      expect(answer).toContain('国卫科教发〔2013〕56号');
      expect(answer).not.toContain('站内没有逐个岗位、逐个城市的薪资表');
    },
  );

  it('keeps the pay lead over an answer with its reference line', () => {
    expect(chain('会计在成都工资多少')[0]).toContain('关于会计在成都的薪资');
  });
});

describe('one side asked of two options', () => {
  it.each([
    ['外企是不是比国企更自由', '自由'],
    ['考公会不会比考研更难', '难'],
  ])('%s: no road advised, the side said to depend', (q, side) => {
    const answer = chain(q)[0]!;
    expect(answer).not.toContain('我更建议你选');
    expect(answer).toContain(`“${side}”这一点没有一概而论的答案`);
  });

  it('says which holds the side where the content says so', () => {
    const answer = chain('国企比私企更稳定吗')[0]!;
    expect(answer).toContain('就“稳定”而言，一般是国企更占优');
    expect(answer).not.toContain('我更建议你选');
  });

  it.each(['国企和外企选哪个', '外企比国企钱多，选哪个'])('%s: a choice still gets a position', (q) => {
    expect(chain(q)[0]).toContain('我更建议你选');
  });
});

describe('a feeling said before asking for work that meets a condition', () => {
  it('is answered from the condition’s entry', () => {
    const answer = chain('想躺平，有没有压力小一点的工作')[0]!;
    expect(answer).toContain('### 压力小、不太累的工作');
    expect(answer).not.toContain('### 太累了想裸辞休息');
  });

  it('keeps the decision when nothing is asked after it', () => {
    expect(read('想裸辞休息一段时间').reading.decision).toBeTruthy();
  });
});
