import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { pageLimit, preparedVariants, writtenLimit } from '../src/db/prepared.js';

// A list's prepared queries: one per shape of its filter, built once per database and named after the shape, so the
// statements a list sends are a handful of names whatever the values.
describe('preparedVariants', () => {
  const first = {} as Database;
  const second = {} as Database;

  it('builds a shape once per database and names it after the conditions it has', () => {
    const built: string[] = [];
    const page = preparedVariants('test_page', (_db, name, shape: { keyword: boolean; statuses: boolean }) => {
      built.push(name);
      return { name, shape };
    });
    const plain = page(first, { keyword: false, statuses: false });
    expect(page(first, { statuses: false, keyword: false })).toBe(plain);
    expect(plain.name).toBe('test_page');
    expect(page(first, { keyword: true, statuses: false }).name).toBe('test_page_keyword');
    expect(page(first, { statuses: true, keyword: true }).name).toBe('test_page_keyword_statuses');
    expect(page(first, { keyword: true, statuses: true })).toBe(page(first, { statuses: true, keyword: true }));
    expect(page(second, { keyword: false, statuses: false })).not.toBe(plain);
    expect(built).toEqual(['test_page', 'test_page_keyword', 'test_page_keyword_statuses', 'test_page']);
  });

  it('names a number in the shape with its value, and leaves out a limit it does not write in', () => {
    const page = preparedVariants('test_limits', (_db, name, shape: { limit: number | false }) => ({ name, shape }));
    expect(page(first, { limit: writtenLimit(11) }).name).toBe('test_limits_limit11');
    expect(page(first, { limit: writtenLimit(51) }).name).toBe('test_limits_limit51');
    // A page size the apps do not ask for keeps its LIMIT a placeholder: one statement for every such size.
    expect(writtenLimit(38)).toBe(false);
    expect(page(first, { limit: writtenLimit(38) }).name).toBe('test_limits');
    expect(pageLimit(false)).toMatchObject({ name: 'limit' });
  });

  it('refuses a name another prepared query already has', () => {
    preparedVariants('test_twice', () => ({}))(first, {});
    expect(() => preparedVariants('test_twice', () => ({}))(first, {})).toThrow(/declared twice/);
  });
});
