import type { APIRequestContext, Page } from '@playwright/test';

export const TOKEN_KEY = 'lucina_token';

/** Creates a user with a live session through the test-only route, as a completed login would. */
export async function createSession(
  request: APIRequestContext,
  fields: {
    nickname?: string;
    userGrade?: number;
    memberDaysLeft?: number;
    firstVisit?: boolean;
    messages?: number;
    role?: 'operator' | 'admin';
    consented?: boolean;
  } = {},
) {
  const res = await request.post('/api/__test__/session', { data: fields });
  if (!res.ok()) throw new Error(`test session failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data: { token: string; userId: string } };
  return body.data;
}

/** Logs the browser in by storing the token before any page script runs. */
export async function loginAs(
  page: Page,
  request: APIRequestContext,
  fields: Parameters<typeof createSession>[1] = {},
) {
  const session = await createSession(request, fields);
  await page.addInitScript(
    ([key, token]) => {
      if (!sessionStorage.getItem('__e2e_logged_in')) {
        localStorage.setItem(key, token);
        sessionStorage.setItem('__e2e_logged_in', '1');
      }
    },
    [TOKEN_KEY, session.token] as const,
  );
  return session;
}
