import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client';

/**
 * Requests a screen does not need to show its content (the customer's refreshed figures, the tab bar's badges, the
 * new-version check, third-party scripts) wait until the first screen after start-up has shown it: on a phone's slow
 * network they shared the line and HTTP/1.1's six connections with the screen's own chunks, texts and first request
 * (issue 24). Shown means the page's chunk has rendered, no query is fetching any more, and the browser has painted
 * since. Whatever happens, they start this long after start-up (a page that failed to load, a request that hangs).
 */
export const FIRST_SCREEN_WAIT_MS = 5000;

let shown = false;
let watching = false;
const waiting = new Set<() => void>();

function open(): void {
  if (shown) return;
  shown = true;
  const work = [...waiting];
  waiting.clear();
  // Each on its own, so one that throws does not keep the others from starting.
  for (const run of work) queueMicrotask(run);
}

setTimeout(open, FIRST_SCREEN_WAIT_MS);

/** After the frame being prepared has been painted (a timeout queued from an animation frame runs after its paint). */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** Runs `work` once the first screen has shown its content, or at once if it has; the function returned cancels it. */
export function afterFirstScreen(work: () => void): () => void {
  if (shown) {
    work();
    return () => {};
  }
  waiting.add(work);
  return () => waiting.delete(work);
}

export function isFirstScreenShown(): boolean {
  return shown;
}

/** Whether the first screen has shown its content: a component re-renders when it has. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(afterFirstScreen, isFirstScreenShown);
}

/**
 * The route page's note that its page's chunk has rendered. The first screen counts as shown once no query is
 * fetching (checked after a paint, when the page's own queries have started) and a frame has been painted after that.
 */
export function noteScreenRendered(): void {
  if (shown || watching) return;
  watching = true;
  afterNextPaint(() => {
    const cache = queryClient.getQueryCache();
    let stopWatching = () => {};
    const settle = () => {
      if (queryClient.isFetching() > 0) return;
      stopWatching();
      afterNextPaint(open);
    };
    stopWatching = cache.subscribe(settle);
    settle();
  });
}
