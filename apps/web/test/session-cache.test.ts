import type { LoginAnswer, UserInfo } from '@parcelway/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from './support/memory-storage';

// The session helpers read localStorage and the hash, which node lacks: an empty store and a bare location stand in.
beforeAll(() => {
  installMemoryStorage();
  (globalThis as { window?: unknown }).window ??= { location: { hash: '', origin: 'http://localhost' } };
});

const { queryClient } = await import('../src/lib/query-client');

/** A customer's parcel list as it sits in the cache: its key holds no user id. */
const PARCELS_KEY = ['parcels', 'list'];

function answerFor(id: number): LoginAnswer {
  return { access_token: `token-${id}`, user_info: { id } as UserInfo } as LoginAnswer;
}

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
});

describe('the query cache follows the session', () => {
  it('is emptied when a session ends and sign-in opens', async () => {
    const { endSessionAndGoToLogin } = await import('../src/lib/api-client');
    const { PATHS } = await import('../src/lib/routes-paths');
    queryClient.setQueryData(PARCELS_KEY, ['customer A parcel']);
    endSessionAndGoToLogin();
    expect(queryClient.getQueryData(PARCELS_KEY)).toBeUndefined();
    expect(window.location.hash).toBe(`#${PATHS.emailLogin}`);
  });

  it("drops another customer's answers when a new session starts", async () => {
    const { startSession } = await import('../src/lib/session');
    startSession(answerFor(1));
    queryClient.setQueryData(PARCELS_KEY, ['customer A parcel']);
    startSession(answerFor(2));
    expect(queryClient.getQueryData(PARCELS_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(['user'])).toEqual({ id: 2 });
  });

  it("keeps the same customer's answers when their session is renewed (a password change)", async () => {
    const { startSession } = await import('../src/lib/session');
    startSession(answerFor(1));
    queryClient.setQueryData(PARCELS_KEY, ['customer A parcel']);
    startSession(answerFor(1));
    expect(queryClient.getQueryData(PARCELS_KEY)).toEqual(['customer A parcel']);
  });
});
