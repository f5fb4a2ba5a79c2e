import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorText,
  StorageKey,
  TEMP_TOKEN_HEADER,
  VISITOR_SIG_HEADER,
  apiRoutes,
  defineRoute,
  userInfoSchema,
} from '@lucina/contracts';
import { jsonResponse, makeUser } from '@/testing/fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { ApiError, configureApiClient, request } from './api-client';
import { createTempToken, resetTempTokenMemory } from './temp-token';

const fetchMock = vi.fn<typeof fetch>();
const notify = vi.fn<(text: string) => void>();
let restore: () => void;

beforeEach(() => {
  fetchMock.mockReset();
  notify.mockReset();
  restore = configureApiClient({ fetch: fetchMock, notify });
});
afterEach(() => restore());

const user = makeUser();
const getInfo = apiRoutes.user.getLucinaInfo;
// A GET route with a query, shaped like the ones features add to the contracts.
const searchRoute = defineRoute({
  method: 'GET',
  path: '/test/search',
  auth: 'public',
  tag: 'test',
  summary: 'test',
  query: userInfoSchema.pick({ nickname: true, chatCount: true }),
  response: userInfoSchema.shape.inviteCode,
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

function loggedIn(token = 'tok_abc') {
  useAuthStore.getState().setToken(token);
  useAuthStore.getState().setUser(user);
}

describe('success envelopes', () => {
  it.each([
    ['200', { code: 200, msg: 'ok', data: user }],
    ['51001', { code: 51001, msg: 'ok', data: user }],
    ['absent', { msg: 'ok', data: user }],
  ])('resolves data when code is %s', async (_, body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(request(getInfo)).resolves.toEqual(user);
    expect(notify).not.toHaveBeenCalled();
  });

  it('resolves null when the envelope carries no data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok' }));
    await expect(request(apiRoutes.user.logout)).resolves.toBeNull();
  });
});

describe('request shape', () => {
  it('GET sends the query string and no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok', data: 'LUC1' }));
    await request(searchRoute, { query: { nickname: '产品 经理', chatCount: 2 } });
    const { url, init } = lastCall();
    expect(url).toBe('/api/test/search?nickname=%E4%BA%A7%E5%93%81+%E7%BB%8F%E7%90%86&chatCount=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('POST sends a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok', data: user }));
    await request(apiRoutes.user.updateInfo, { body: { id: 'u_1', bootState: '1' } });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/user/lucinaUser/updateInfo');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":"u_1","bootState":"1"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the raw token as Authorization when logged in, and no temp token', async () => {
    loggedIn('tok_abc');
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok', data: user }));
    await request(getInfo);
    const { headers } = lastCall();
    expect(headers.get('Authorization')).toBe('tok_abc');
    expect(headers.has(TEMP_TOKEN_HEADER)).toBe(false);
  });

  it('visitors send a temp token created once, stored, and reused', async () => {
    newBrowser();
    fetchMock.mockImplementation(async () => jsonResponse({ code: 200, msg: 'ok', data: null }));
    await request(apiRoutes.user.logout);
    const first = lastCall().headers.get(TEMP_TOKEN_HEADER);
    await request(apiRoutes.user.logout);
    const second = lastCall().headers.get(TEMP_TOKEN_HEADER);

    expect(lastCall().headers.has('Authorization')).toBe(false);
    expect(first).toMatch(/^\d{13}\d{5,6}$/);
    expect(second).toBe(first);
    expect(localStorage.getItem(StorageKey.tempToken)).toBe(first);
  });

  it('reuses a temp token already in storage', async () => {
    localStorage.setItem(StorageKey.tempToken, '170000000000012345');
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok', data: null }));
    await request(apiRoutes.user.logout);
    expect(lastCall().headers.get(TEMP_TOKEN_HEADER)).toBe('170000000000012345');
  });
});

/** A browser that has never been here: no temp token, no signature. */
function newBrowser() {
  localStorage.clear();
  resetTempTokenMemory();
}

const visitorRoute = apiRoutes.assessment.getSurveyList;
const signPath = `/api${apiRoutes.visitor.sign.path}`;
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

/** The server: signs as `sign` says, answers every other call with an empty list. */
function server(sign: (tempUserId: string) => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === signPath) return sign((JSON.parse(String(init!.body)) as { tempUserId: string }).tempUserId);
    return jsonResponse({ code: 200, msg: 'ok', data: [] });
  });
}

describe('visitor identity', () => {
  it('has a new temp token signed once before the first visitor call, then sends the signature beside it', async () => {
    newBrowser();
    server((token) => jsonResponse({ code: 200, msg: 'ok', data: { sig: `sig-of-${token}` } }));
    await Promise.all([request(visitorRoute), request(visitorRoute)]);
    await request(visitorRoute);

    expect(callsTo(signPath)).toHaveLength(1);
    const token = localStorage.getItem(StorageKey.tempToken)!;
    expect(token).toMatch(/^\d{13}\d{5,6}$/);
    expect(JSON.parse(String(callsTo(signPath)[0]![1]!.body))).toEqual({ tempUserId: token });
    expect(localStorage.getItem(StorageKey.tempTokenSig)).toBe(`sig-of-${token}`);
    const visitorCalls = callsTo(`/api${visitorRoute.path}`).map(([, init]) => new Headers(init!.headers));
    expect(visitorCalls).toHaveLength(3);
    for (const headers of visitorCalls) {
      expect(headers.get(TEMP_TOKEN_HEADER)).toBe(token);
      expect(headers.get(VISITOR_SIG_HEADER)).toBe(`sig-of-${token}`);
    }
  });

  it('replaces a token the server already knows with a new one, and has that signed', async () => {
    newBrowser();
    localStorage.setItem(StorageKey.tempToken, '170000000000012345');
    server((token) =>
      token === '170000000000012345'
        ? jsonResponse({ code: 409, msg: ErrorText.visitorIdTaken, data: null }, 409)
        : jsonResponse({ code: 200, msg: 'ok', data: { sig: 'fresh' } }),
    );
    await request(visitorRoute);
    const token = localStorage.getItem(StorageKey.tempToken);
    expect(token).not.toBe('170000000000012345');
    expect(lastCall().headers.get(TEMP_TOKEN_HEADER)).toBe(token);
    expect(lastCall().headers.get(VISITOR_SIG_HEADER)).toBe('fresh');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a token an earlier page sent for signing and never kept the answer for is replaced before it is sent again', async () => {
    newBrowser();
    localStorage.setItem(StorageKey.tempToken, '170000000000012345');
    localStorage.setItem(StorageKey.tempTokenSigning, '170000000000012345');
    server((token) =>
      token === '170000000000012345'
        ? jsonResponse({ code: 409, msg: ErrorText.visitorIdTaken, data: null }, 409)
        : jsonResponse({ code: 200, msg: 'ok', data: { sig: 'fresh' } }),
    );
    await request(visitorRoute);
    const sent = callsTo(signPath).map(
      ([, init]) => (JSON.parse(String(init!.body)) as { tempUserId: string }).tempUserId,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toBe('170000000000012345');
    expect(localStorage.getItem(StorageKey.tempToken)).toBe(sent[0]);
    expect(localStorage.getItem(StorageKey.tempTokenSig)).toBe('fresh');
    expect(localStorage.getItem(StorageKey.tempTokenSigning)).toBeNull();
  });

  it('a token whose signing request was lost with the connection is not sent again', async () => {
    newBrowser();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request(visitorRoute)).rejects.toBeInstanceOf(ApiError);
    const first = localStorage.getItem(StorageKey.tempToken);
    server(() => jsonResponse({ code: 200, msg: 'ok', data: { sig: 'second' } }));
    await request(visitorRoute);
    expect(lastCall().headers.get(TEMP_TOKEN_HEADER)).not.toBe(first);
    expect(lastCall().headers.get(VISITOR_SIG_HEADER)).toBe('second');
  });

  it('a refused signature fails the visitor call with the server’s message, and is asked for again next time', async () => {
    newBrowser();
    server(() => jsonResponse({ code: 429, msg: ErrorText.visitorTooMany, data: null }, 429));
    await expect(request(visitorRoute)).rejects.toMatchObject({ status: 429, msg: ErrorText.visitorTooMany });
    expect(notify).toHaveBeenCalledWith(ErrorText.visitorTooMany);
    expect(callsTo(`/api${visitorRoute.path}`)).toHaveLength(0);

    const refused = localStorage.getItem(StorageKey.tempToken);

    server(() => jsonResponse({ code: 200, msg: 'ok', data: { sig: 'later' } }));
    await request(visitorRoute);
    expect(lastCall().headers.get(VISITOR_SIG_HEADER)).toBe('later');
    // The server refused it, so it never took the token: the same one is signed now.
    expect(lastCall().headers.get(TEMP_TOKEN_HEADER)).toBe(refused);
  });

  it('public calls and logged-in users never ask for a signature', async () => {
    newBrowser();
    server(() => jsonResponse({ code: 200, msg: 'ok', data: { sig: 'unused' } }));
    await request(apiRoutes.user.logout);
    loggedIn();
    await request(visitorRoute);
    expect(callsTo(signPath)).toHaveLength(0);
    expect(lastCall().headers.has(VISITOR_SIG_HEADER)).toBe(false);
  });

  it('a signature the server refuses starts a new visitor, signed on the next call', async () => {
    const before = localStorage.getItem(StorageKey.tempToken);
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 400, msg: ErrorText.visitorIdInvalid, data: null }, 400));
    await expect(request(visitorRoute)).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(StorageKey.tempTokenSig)).toBeNull();
    server(() => jsonResponse({ code: 200, msg: 'ok', data: { sig: 'renewed' } }));
    await request(visitorRoute);
    expect(lastCall().headers.get(TEMP_TOKEN_HEADER)).not.toBe(before);
    expect(lastCall().headers.get(VISITOR_SIG_HEADER)).toBe('renewed');
  });
});

describe('temp token format', () => {
  it('is the timestamp followed by a random integer from 10000 to 100000', () => {
    expect(createTempToken(1700000000000, () => 0)).toBe('170000000000010000');
    expect(createTempToken(1700000000000, () => 0.999999999)).toBe('1700000000000100000');
    expect(createTempToken(1700000000000, () => 0.5)).toBe('170000000000055000');
  });
});

describe('business errors', () => {
  it('toasts msg and rejects with an ApiError carrying code and data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 400, msg: '验证码错误', data: { status: 2 } }));
    const error = await request(getInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 400, msg: '验证码错误', data: { status: 2 } });
    expect(notify).toHaveBeenCalledWith('验证码错误');
  });

  it('noMessage on the call suppresses the toast but still rejects', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 400, msg: '验证码错误', data: null }));
    await expect(request(getInfo, { noMessage: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });

  it("the route's noMessage suppresses the toast", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 500, msg: '注销失败', data: null }));
    await expect(request(apiRoutes.user.logout)).rejects.toMatchObject({ code: 500 });
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([401, 10021])('code %i logs the user out', async (code) => {
    loggedIn();
    fetchMock.mockResolvedValue(jsonResponse({ code, msg: '登录已过期，请重新登录', data: null }));
    await expect(request(getInfo)).rejects.toMatchObject({ code });
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(notify).toHaveBeenCalledWith('登录已过期，请重新登录');
  });

  it('other business codes keep the session', async () => {
    loggedIn();
    fetchMock.mockResolvedValue(jsonResponse({ code: 403, msg: '拒绝访问', data: null }));
    await expect(request(getInfo)).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().token).toBe('tok_abc');
  });
});

describe('transport errors', () => {
  it('HTTP 401 logs out and toasts 未授权，请登录 whatever the server says', async () => {
    loggedIn();
    fetchMock.mockResolvedValue(jsonResponse({ code: 401, msg: 'token expired', data: null }, 401));
    await expect(request(getInfo)).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().token).toBeNull();
    expect(notify).toHaveBeenCalledWith('未授权，请登录');
  });

  it.each(['msg', 'error', 'error_description'])("toasts the server's %s field", async (field) => {
    fetchMock.mockResolvedValue(jsonResponse({ [field]: '服务器忙' }, 500));
    await expect(request(getInfo)).rejects.toMatchObject({ status: 500, msg: '服务器忙' });
    expect(notify).toHaveBeenCalledWith('服务器忙');
  });

  it.each([
    [400, '请求参数错误'],
    [403, '拒绝访问'],
    [404, '请求地址出错: /api/user/lucinaUser/getLucinaInfo'],
    [408, '请求超时'],
    [500, 'API接口报500错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
    [418, '请求错误'],
  ])('status %i without a server message toasts %s', async (status, text) => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status }));
    await expect(request(getInfo)).rejects.toMatchObject({ status, msg: text });
    expect(notify).toHaveBeenCalledWith(text);
  });

  it('noMessage suppresses transport toasts', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ msg: '服务器忙' }, 500));
    await expect(request(getInfo, { noMessage: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a network failure toasts 请求错误 and rejects as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await request(getInfo).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isNetworkError: true, msg: '请求错误' });
    expect(notify).toHaveBeenCalledWith('请求错误');
  });

  it('an aborted call rejects without a toast', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(request(getInfo, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('request start', () => {
  it('starts the fetch in a later task than the one that asked, so requests asked together are not one long task', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ code: 200, data: user })));
    const both = Promise.all([request(getInfo), request(getInfo)]);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(both).resolves.toEqual([user, user]);
  });

  it('starts it at once in a hidden page, whose timers a browser may hold back', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ code: 200, data: user })));
      const asked = request(getInfo);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await expect(asked).resolves.toEqual(user);
    } finally {
      visibility.mockRestore();
    }
  });
});
