import { describe, expect, it } from 'vitest';
import { createMemoryKv } from '../../src/kv/memory.kv.js';
import { createSandboxWechat } from '../../src/providers/wechat/sandbox.wechat.js';

describe('the sandbox WeChat stand-in', () => {
  const wechat = () => createSandboxWechat({ kv: createMemoryKv(), sandboxPath: '/sandbox', app: 'mp' });

  it('makes a new identity on every authorisation, whatever the nickname', async () => {
    const sandbox = wechat();
    const first = await sandbox.exchange(await sandbox.authorize('同名'));
    const second = await sandbox.exchange(await sandbox.authorize('同名'));
    expect(first.openid).not.toBe(second.openid);
    expect(first.unionid).not.toBe(second.unionid);
  });

  it('gives a returning identity its own ids again, once per code, for its own app', async () => {
    const sandbox = wechat();
    const ids = { openid: 'sandbox-mp-o-abc', unionid: 'sandbox-u-abc', nickname: '回访用户' };
    const code = await sandbox.authorizeAgain(ids);
    expect(await sandbox.exchange(code)).toEqual({ app: 'mp', ...ids, headimgurl: '' });
    await expect(sandbox.exchange(code)).rejects.toThrow();
  });
});
