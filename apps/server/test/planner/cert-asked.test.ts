import { describe, expect, it } from 'vitest';
import { certAskedPart } from '../../src/providers/llm/offline/cert-asked.js';
import { chain } from './conversation.js';

/*
 * A certificate asked of a job ('出纳要考初级会计吗', '当导游一定要有导游证吗'): the yes or no for that job first,
 * from the law or the issuer, with who issues it and the source; not the general choice of which certificates to
 * take, nor a neighbouring card. Written for these tests, apart from the eval sets.
 */
describe('a certificate asked of a job', () => {
  it.each([
    ['做出纳需要考初级会计证吗？', '出纳', /不是必须[\s\S]*会计法[\s\S]*财政部/u],
    ['做HR要考人力资源管理师吗', 'HR', /不是必须[\s\S]*人社部发〔2019〕90 号/u],
    ['当程序员要考软考吗', '程序员', /不是必须[\s\S]*工业和信息化部/u],
  ])('%s: not required, and what it is worth', (q, job, facts) => {
    const answer = chain(q)[0]!;
    expect(answer).toContain(`### ${job}和`);
    expect(answer).toMatch(facts);
    // The general choice of certificates and its lean (财会方向优先 CPA) is not what was asked.
    expect(answer).not.toContain('财会金融类证书怎么选');
    expect(answer).not.toContain('**我的倾向**');
  });

  it.each([
    ['当导游一定要有导游证吗？', /做导游要不要持有导游证\*\*：必须持证[\s\S]*导游人员管理条例/u],
    ['当幼师必须有教师资格证吗', /做幼师要不要持有教师资格证\*\*：必须持证[\s\S]*教师法/u],
    ['做护士要考护士资格证吗', /必须持证[\s\S]*护士条例/u],
    ['做律师一定要过法考吗', /必须持证[\s\S]*律师法/u],
  ])('%s: required by law, with the law', (q, facts) => {
    expect(chain(q)[0]!).toMatch(facts);
  });

  it('says a certificate a job does not require is not required for it', () => {
    expect(certAskedPart('做法务要过法考吗')!.lines[0]).toMatch(/不是必须/u);
    expect(certAskedPart('做审计要考CPA吗')!.lines[0]).toMatch(/不是必须/u);
  });

  it('leaves a certificate asked about by itself', () => {
    expect(certAskedPart('考了初级会计还要考中级吗')).toBeNull();
    expect(certAskedPart('考CPA需要什么条件吗')).toBeNull();
    expect(certAskedPart('会计要考什么证')).toBeNull();
  });
});

describe('a licence asked of a job without its name', () => {
  it.each([
    ['做电工必须要有证吗', /### 电工要持什么证[\s\S]*必须持证[\s\S]*特种作业操作证[\s\S]*安全生产法》第三十条/u],
    [
      '消防控制室值班要持证吗',
      /### 消防控制室要持什么证[\s\S]*必须持证[\s\S]*消防设施操作员[\s\S]*消防法》第二十一条/u,
    ],
    ['开网约车需要什么证', /必须持证[\s\S]*网络预约出租汽车驾驶员证[\s\S]*暂行办法/u],
    ['想去奶茶店打工，要办什么证吗', /必须持证[\s\S]*健康证明[\s\S]*食品安全法》第四十五条/u],
    ['当保安要考什么证', /### 保安要持什么证[\s\S]*保安员证[\s\S]*保安服务管理条例/u],
  ])('%s: the licence the job means, as the law requires it, with its source', (q, facts) => {
    const answer = chain(q)[0]!;
    expect(answer).toMatch(facts);
    // The licence leads: the general choice of certificates or a neighbouring topic comes after it, if at all.
    expect(answer.match(/^### .*/mu)?.[0]).toContain('要持什么证');
  });

  it('reads no licence into a job the law sets none for, nor into a duty many jobs share', () => {
    expect(certAskedPart('做仓库操作员要持证吗')).toBeNull();
    expect(certAskedPart('会计要考什么证')).toBeNull();
    expect(certAskedPart('我有电工证，能找什么工作')).toBeNull();
  });
});

describe('a certificate asked of a job no law sets a licence for', () => {
  it('says it is not required, and what the certificate people mean is worth', () => {
    for (const q of ['做程序员要考什么证吗', '当前端开发需要什么证']) {
      const answer = chain(q)[0]!;
      expect(answer.match(/^### .*/mu)?.[0], q).toMatch(/要不要考证/u);
      expect(answer, q).toMatch(/不是必须，没有法定的持证要求[\s\S]*项目、作品/u);
    }
  });
});
