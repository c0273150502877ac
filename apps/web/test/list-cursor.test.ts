import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from './support/memory-storage';

// The parcel list scrolls by cursor (issue 43): after the first page it sends the previous page's `next_cursor`, so
// the server reads only the next page's rows; an answer without a cursor still pages by number.
vi.mock('../src/lib/feedback', () => ({ showToast: () => {}, showLoadingToast: () => {}, clearToast: () => {} }));

const asked: URLSearchParams[] = [];
/** 25 parcels, ids 25..1, `perPage` a page: with `cursor` the ones below it, else by page number. */
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  asked.push(url.searchParams);
  const perPage = Number(url.searchParams.get('perPage'));
  const page = Number(url.searchParams.get('page'));
  const cursor = url.searchParams.get('cursor');
  const ids = Array.from({ length: 25 }, (_, index) => 25 - index);
  const after = cursor === null ? ids.slice((page - 1) * perPage) : ids.filter((id) => id < Number(cursor));
  const list = after.slice(0, perPage).map((id) => ({ id }));
  const next = after.length > perPage ? (list.at(-1)?.id ?? null) : null;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code: 200, msg: 'ok', data: { list, total: 25, page, perPage, next_cursor: next } }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  installMemoryStorage();
  (globalThis as { window?: unknown }).window = { location: { hash: '', origin } };
});
afterAll(() => server.close());

describe('the parcel list scrolling', () => {
  it('asks for each page after the last id it showed, and stops when next_cursor is null', async () => {
    const { queryClient } = await import('../src/lib/query-client');
    const { parcelsQueryOptions, PARCELS_PER_PAGE } = await import('../src/features/parcels/api/get-parcels');
    const observer = new InfiniteQueryObserver(queryClient, parcelsQueryOptions({ tab: 'all' }));
    const unsubscribe = observer.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
      await observer.fetchNextPage();
      await observer.fetchNextPage();
      const result = observer.getCurrentResult();
      expect(PARCELS_PER_PAGE).toBe(10);
      expect(result.data?.pages.flatMap((page) => page.list.map((row) => row.id))).toEqual(
        Array.from({ length: 25 }, (_, index) => 25 - index),
      );
      expect(result.hasNextPage).toBe(false);
      expect(asked.map((query) => [query.get('page'), query.get('cursor')])).toEqual([
        ['1', null],
        ['2', '16'],
        ['3', '6'],
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('pages by number when an answer has no cursor', async () => {
    const { nextCursorPageAfter } = await import('../src/lib/api-client');
    expect(nextCursorPageAfter({ page: 1, perPage: 2, total: 5 })).toEqual({ page: 2 });
    expect(nextCursorPageAfter({ page: 3, perPage: 2, total: 5 })).toBeUndefined();
    expect(nextCursorPageAfter({ page: 1, perPage: 2, total: 5, next_cursor: 4 })).toEqual({ page: 2, cursor: 4 });
    expect(nextCursorPageAfter({ page: 2, perPage: 2, total: 5, next_cursor: null })).toBeUndefined();
  });
});
