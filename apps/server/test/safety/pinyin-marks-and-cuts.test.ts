import { describe, it } from 'vitest';
import { expectAll } from './gate-verdict.js';

/*
 * Pinyin read as its syllables: a mark typed between syllables in place of a space (xi-du, hai_luo_yin), 在哪里 read
 * whole after a street word (ma yao zai na li), a keyword's letters found across a syllable the run is cut otherwise
 * (zuo yan jiu, not zuoya), or inside a longer everyday word (fen xi shi, not xishi), and a sentence opening on a
 * keyword's letters that reads on in everyday words (zuo ai xin gong yi). Written for these tests.
 */
describe('pinyin with marks between syllables and letters across syllables', () => {
  it('declines drugs and gambling asked with marks between the syllables', async () => {
    await expectAll(
      ['xi-du de dong xi zen me mai', 'hai_luo_yin na li you', 'bing.du.duo.shao.qian.yi.ke', 'ma yao zai na er mai'],
      'gambling_drugs',
    );
  });
  it('answers career questions whose run of letters only spells a keyword across its syllables', async () => {
    await expectAll(
      [
        'bo shi hou zuo yan jiu de gong zi duo shao',
        'zuo yao wu yan fa de gong si you na xie',
        'shu ju fen xi shi xu yao shen me ji neng',
        'zuo ai xin gong yi ji gou de xiang mu guan li',
        'xi-an de gong zuo ji hui duo ma',
      ],
      'pass',
    );
  });
  it('still declines the keyword spelled on its own syllables', async () => {
    await expectAll(['zuoyazenmeyang zhuan qian kuai', 'wo xiang zuo ai'], 'porn');
  });
});
