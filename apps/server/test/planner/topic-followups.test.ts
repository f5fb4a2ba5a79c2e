import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';

/*
 * Follow-ups after an answer on a topic (not a decision, not a list): '那我第一步该干嘛' stays on that topic, and
 * '还有吗' once the topic is said goes on to the neighbouring topic the asker's own words reach, not one that only
 * shares a word every name of the area holds ('资格考试', '面试').
 */
const wider = (text: string) => /紧挨着的一步：([^\n]+)/u.exec(text)?.[1] ?? '';

describe('a follow-up after a topic answer', () => {
  it('asks the first step of that topic, not of a decision whose road a word of the question names', () => {
    // '公司' (被公司辞退) is an alias of 企业 in 考教编还是去企业: no road the asker took.
    const [, first] = chain('试用期被公司辞退了该怎么办', '那我第一步该做什么');
    expect(first).not.toMatch(/选企业的话|教编|私立学校/u);
    expect(first).toMatch(/试用期/u);
  });

  it('goes on to the neighbour the asker named, not the one sharing only common words', () => {
    // A certificate's own side asked after it is answered from its facts (cert-facts.test.ts), no neighbour.
    expect(chain('法考是什么', '这个证难考吗')[1]!).toMatch(/### 法律职业资格（法考）\n- \*\*难不难/u);
    expect(chain('软考是什么证书', '它对找工作有用吗')[1]!).toMatch(/### 软考[^\n]*\n- \*\*哪些岗位非它不可/u);
    expect(chain('教资怎么报名', '它对找工作有用吗')[1]!).not.toMatch(/执业医师/u);
    expect(wider(chain('应届生第一次面试要准备什么', '还有吗')[1]!)).not.toMatch(/结构化面试|考公/u);
    // The asker naming the topic itself ('考研调剂怎么操作') still names its rarer words (调剂) for the neighbour.
    expect(wider(chain('考研调剂怎么操作', '能展开说说吗')[1]!)).toMatch(/调剂/u);
  });
});
