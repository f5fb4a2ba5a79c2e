import { describe, expect, it } from 'vitest';
import { sameKindPart } from '../../src/providers/llm/offline/same-kind.js';
import { chain } from './conversation.js';

/*
 * Two employers of one kind weighed ('农行和中行哪个好进', '移动和联通选哪个'): what actually differs, that the
 * post, city, contract and pay structure matter more, and a lean only where the asker's words meet one's strength;
 * no lean by the names alone. Written for these tests, apart from the eval sets.
 */
describe('two employers of the same kind', () => {
  it('says what differs and what to compare instead, with no lean by the names', () => {
    const answer = chain('移动和联通选哪个？')[0]!;
    expect(answer).toContain('### 中国移动和中国联通：同是基础电信运营商，差在哪');
    expect(answer).toMatch(/该比的是这几样[\s\S]*地市[\s\S]*劳务派遣/u);
    expect(answer).not.toMatch(/我更建议你选/u);
    // Two named, two counted.
    expect(answer).not.toContain('三家都是');
  });

  it('answers which is easier to get into by city and post', () => {
    expect(chain('农行和中行哪个好进？')[0]!).toMatch(/\*\*哪个好进\*\*：.*先定城市和岗位/u);
  });

  it("leans where the asker's words meet one's strength", () => {
    const found = sameKindPart('我英语好，想做国际业务，中行和建行选哪个')!;
    expect(found.position).toMatch(/^中国银行/u);
    expect(sameKindPart('想回县城老家，农行和工行哪个好')!.position).toMatch(/^农业银行/u);
  });

  it('leaves employers of different kinds and a single one', () => {
    expect(sameKindPart('烟草和电网选哪个')).toBeNull();
    expect(sameKindPart('中国石油大学毕业去哪好')).toBeNull();
    expect(sameKindPart('移动开发和联通哪个好')).toBeNull();
  });
});
