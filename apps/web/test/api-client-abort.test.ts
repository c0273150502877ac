import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from './support/memory-storage';

// A list query whose tab the customer has left gives up its request: the server sees the connection go, and nothing
// is shown for it. Against a real HTTP server that holds its answers until the test has acted.
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../src/lib/feedback', () => ({
  showToast: (content: string) => void toasts.push(content),
  showLoadingToast: () => {},
  clearToast: () => {},
}));

/** Requests the server holds, by path; each resolves `gone` when its client drops it. */
const held = new Map<string, { response: ServerResponse; gone: Promise<void> }>();
const arrived = new Map<string, () => void>();
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const gone = new Promise<void>((resolve) => response.on('close', () => resolve()));
  held.set(path, { response, gone });
  arrived.get(path)?.();
  if (path === '/half-body') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"code":200,"msg":"ok","data":');
  }
  if (path === '/drops') request.socket.destroy();
});

function arrival(path: string) {
  return new Promise<void>((resolve) => arrived.set(path, resolve));
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  installMemoryStorage();
  (globalThis as { window?: unknown }).window = { location: { hash: '', origin } };
});
afterAll(() => {
  for (const { response } of held.values()) response.destroy();
  server.close();
});
beforeEach(() => {
  toasts.length = 0;
  held.clear();
});

const { api } = await import('../src/lib/api-client');

describe('a request its caller gives up', () => {
  it('is dropped before the answer comes: the server sees it go, nothing is shown', async () => {
    const caller = new AbortController();
    const reached = arrival('/waiting');
    const answer = api.get('/waiting', { signal: caller.signal });
    await reached;
    caller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await held.get('/waiting')?.gone;
    expect(toasts).toEqual([]);
  });

  it('is dropped while its body is arriving: not shown as a failed answer', async () => {
    const caller = new AbortController();
    const reached = arrival('/half-body');
    const fetching = vi.spyOn(globalThis, 'fetch');
    const answer = api.get('/half-body', { signal: caller.signal });
    await reached;
    // The answer's headers are in and its body is still coming when the caller gives up.
    const response = (await fetching.mock.results.at(-1)?.value) as Response;
    fetching.mockRestore();
    expect(response.status).toBe(200);
    caller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('unlike a connection that fails, which is shown', async () => {
    await expect(api.get('/drops')).rejects.toMatchObject({ status: 0 });
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
  });
});

describe('a list query whose tab is left', () => {
  it('cancels its page request and keeps no answer or error', async () => {
    const { queryClient } = await import('../src/lib/query-client');
    const { parcelsQueryOptions } = await import('../src/features/parcels/api/get-parcels');
    const options = parcelsQueryOptions({ tab: 'arrived' });
    const reached = arrival('/api/parcelList');
    const observer = new InfiniteQueryObserver(queryClient, options);
    const stop = observer.subscribe(() => {});
    await reached;
    stop();
    await held.get('/api/parcelList')?.gone;
    await vi.waitFor(() => expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryState(options.queryKey)).toMatchObject({ status: 'pending', error: null });
    expect(toasts).toEqual([]);
  });
});
