import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createEngagementApp, multipartBody, sampleJpeg, samplePng, type EngagementApp } from './helpers.js';

let t: EngagementApp;
beforeAll(async () => {
  t = await createEngagementApp();
});
afterAll(() => t.close());

const upload = (headers: Record<string, string>, body: { payload: Buffer; contentType: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/lucinaUser/uploadAvatar',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
const icon = async (headers: Record<string, string>) =>
  (await api(t, 'GET', '/user/lucinaUser/getLucinaInfo', { headers })).json().data.userIcon as string;
const avatarFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('avatar upload', () => {
  it('stores a JPG as a 256 px WebP, serves it back and replaces the old file', async () => {
    const { headers } = await t.login();
    const res = await upload(headers, multipartBody('file', 'me.jpg', 'image/jpeg', await sampleJpeg(600, 400)));
    expect(res.statusCode).toBe(200);
    const { userIcon } = res.json().data;
    expect(userIcon).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await icon(headers)).toBe(userIcon);

    const served = await t.app.inject({ method: 'GET', url: userIcon });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const sharp = (await import('sharp')).default;
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload(headers, multipartBody('file', 'me.png', 'image/png', await samplePng(300, 300)));
    expect(second.statusCode).toBe(200);
    expect(avatarFiles()).toEqual([second.json().data.userIcon.split('/').pop()]);
    expect((await t.app.inject({ method: 'GET', url: userIcon })).statusCode).toBe(404);
  });

  it('checks the type by content, not by name or declared type', async () => {
    const { headers } = await t.login();
    const before = await icon(headers);
    const fake = multipartBody('file', 'me.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const res = await upload(headers, fake);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('仅支持 JPG、PNG 或 WebP 格式的图片');
    // Right magic number, broken image.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const res2 = await upload(headers, multipartBody('file', 'x.png', 'image/png', broken));
    expect(res2.statusCode).toBe(400);
    expect(res2.json().msg).toBe('图片已损坏，无法读取');
    expect(await icon(headers)).toBe(before);
  });

  it('refuses files over 2 MB and requests without a file', async () => {
    const { headers } = await t.login();
    const big = Buffer.concat([await samplePng(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(headers, multipartBody('file', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('头像图片不能超过 2MB');
    const none = await api(t, 'POST', '/user/lucinaUser/uploadAvatar', { headers, payload: { file: 'x' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请选择要上传的头像图片');
    expect(await icon(headers)).toBe('');
  });

  it('needs a login, and only serves names this server wrote', async () => {
    const res = await upload({}, multipartBody('file', 'me.png', 'image/png', await samplePng()));
    expect(res.statusCode).toBe(401);
    for (const url of ['/media/avatars/..%2F..%2Fsecret', '/media/avatars/abc.webp', '/media/banners/..%2Findex.ts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('nickname', () => {
  it('updates the caller’s nickname, trimmed', async () => {
    const { headers } = await t.login();
    const res = await api(t, 'POST', '/user/lucinaUser/updateNickname', {
      headers,
      payload: { nickname: '  小林同学 ' },
    });
    expect(res.json().data.nickname).toBe('小林同学');
  });

  it('refuses empty, over-long, multi-line or wrongly typed names, changing nothing', async () => {
    const { user, headers } = await t.login();
    const cases: [object, string][] = [
      [{ nickname: '   ' }, '请输入昵称'],
      [{ nickname: '名'.repeat(21) }, '昵称不能超过 20 个字'],
      [{ nickname: '第一行\n第二行' }, '昵称不能包含换行或特殊控制字符'],
      [{ nickname: 42 }, '请输入昵称'],
    ];
    for (const [payload, msg] of cases) {
      const res = await api(t, 'POST', '/user/lucinaUser/updateNickname', { headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const info = (await api(t, 'GET', '/user/lucinaUser/getLucinaInfo', { headers })).json().data;
    expect(info.nickname).toBe(user.nickname);
  });
});
