import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp-hashes';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script the browser runs, in order, once each', () => {
    const html = [
      '<head><script>\n  a();\n</script>',
      '<script type="module">b("页")</script>',
      '<SCRIPT type="text/javascript">c()</SCRIPT>',
      '<script>\n  a();\n</script></head>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('\n  a();\n'), hash('b("页")'), hash('c()')]);
  });

  it('leaves out scripts with a source, data blocks and scripts written in a comment', () => {
    const html =
      '<template><script type="module" crossorigin src="/assets/index-a.js"></script></template>' +
      '<script id="boot-data" type="application/json">{"a":1}</script>' +
      '<!-- <script>not()</script> --><script>yes()</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('yes()')]);
  });

  it('gives an empty script the hash browsers compute for it (base64 of the digest, as CSP writes it)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  });
});
