import { z } from 'zod';

/** Success body of every API response (DESIGN §4). */
export function ok<T>(data: T): { code: 200; msg: 'ok'; data: T } {
  return { code: 200, msg: 'ok', data };
}

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), msg: z.literal('ok'), data });
}

/**
 * A route's `response` schema: the success envelope around `data`. The serializer writes only what the schema names,
 * so a column a query happens to select never reaches the client, and the OpenAPI document shows what comes back.
 */
export function answers<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) };
}

/** As `answers`, for a route whose success `msg` tells the customer what happened (a payment made) instead of 'ok'. */
export function answersWithMessage<T extends z.ZodType>(data: T) {
  return { 200: z.object({ code: z.literal(200), msg: z.string(), data }) };
}

/** Bounds of every list: a page holds at most 100 rows and a list is read at most a million rows deep. */
const MAX_PER_PAGE = 100;
const MAX_PAGE = 10_000;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * A list's optional cursor (issue 43): the id of the last row already shown. The next page then starts after it,
 * visiting only its own rows, where `page` visits every row before it too. A list that takes one answers `next_cursor`.
 */
export const cursorQuerySchema = z.object({ cursor: z.coerce.number().int().positive().optional() });

export function pageOf<T>(list: T[], total: number, query: PaginationQuery) {
  return { list, total, page: query.page, perPage: query.perPage };
}

/** A page of a list that follows a cursor: `next_cursor` is the id to send as `cursor` next (null on the last page). */
export function cursorPageOf<T>(list: T[], total: number, query: PaginationQuery, nextCursor: number | null) {
  return { ...pageOf(list, total, query), next_cursor: nextCursor };
}
