import { afterEach, describe, expect, it } from 'vitest';
import { hasBootRequests, takeBootResponse } from './boot-requests';

const answer = Promise.resolve(new Response('{}'));
const body = JSON.stringify({ recordId: 'r1' });

afterEach(() => {
  delete window.lucinaBootRequests;
});

describe('answers asked for by index.html', () => {
  it('go once to the same call of the same session, then the call asks the server again', () => {
    window.lucinaBootRequests = [{ url: '/api/x', body, token: 'tok', response: answer }];
    expect(takeBootResponse('/api/x', body, 'another session')).toBeNull();
    expect(takeBootResponse('/api/x', JSON.stringify({ recordId: 'r2' }), 'tok')).toBeNull();
    expect(takeBootResponse('/api/y', body, 'tok')).toBeNull();
    expect(hasBootRequests()).toBe(true);
    expect(takeBootResponse('/api/x', body, 'tok')).toBe(answer);
    expect(takeBootResponse('/api/x', body, 'tok')).toBeNull();
    expect(hasBootRequests()).toBe(false);
  });

  it('are none on a page that asked for nothing', () => {
    expect(hasBootRequests()).toBe(false);
    expect(takeBootResponse('/api/x', body, 'tok')).toBeNull();
  });
});
