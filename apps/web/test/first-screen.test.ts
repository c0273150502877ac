import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What waits for the first screen (badges, the user refresh, the version check, third-party scripts) must start once
// the page has rendered, its requests have answered and a frame has been painted — and never wait for ever.
const FRAME_MS = 16;

async function freshModule() {
  vi.resetModules();
  const firstScreen = await import('../src/lib/first-screen');
  const { queryClient } = await import('../src/lib/query-client');
  return { ...firstScreen, queryClient };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, FRAME_MS));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('work after the first screen', () => {
  it('waits for the page to render, then starts after the next painted frame', async () => {
    const { afterFirstScreen, noteScreenRendered, isFirstScreenShown } = await freshModule();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    noteScreenRendered();
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    expect(work).toHaveBeenCalledTimes(1);
    expect(isFirstScreenShown()).toBe(true);
  });

  it('waits while the page’s own request is in flight, and starts once it has answered', async () => {
    const { afterFirstScreen, noteScreenRendered, queryClient } = await freshModule();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['parcels', 'list'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const work = vi.fn();
    afterFirstScreen(work);
    noteScreenRendered();
    await vi.advanceTimersByTimeAsync(2000);
    expect(work).not.toHaveBeenCalled();
    answer('ten parcels');
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS + 1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts after FIRST_SCREEN_WAIT_MS whatever happens (a page that never rendered, a request that hangs)', async () => {
    const { afterFirstScreen, FIRST_SCREEN_WAIT_MS } = await freshModule();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts every waiting piece of work even when one of them throws', async () => {
    const { afterFirstScreen, FIRST_SCREEN_WAIT_MS } = await freshModule();
    const errors: unknown[] = [];
    const keep = (error: unknown) => errors.push(error);
    process.on('uncaughtException', keep);
    try {
      const after = vi.fn();
      afterFirstScreen(() => {
        throw new Error('badges failed');
      });
      afterFirstScreen(after);
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS);
      expect(after).toHaveBeenCalledTimes(1);
    } finally {
      process.off('uncaughtException', keep);
    }
  });

  it('runs work at once once the screen has been shown, and never runs work that was cancelled', async () => {
    const { afterFirstScreen, noteScreenRendered } = await freshModule();
    const cancelled = vi.fn();
    const cancel = afterFirstScreen(cancelled);
    cancel();
    noteScreenRendered();
    await vi.advanceTimersByTimeAsync(3 * FRAME_MS);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
