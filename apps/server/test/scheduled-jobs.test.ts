import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../src/http/context.js';
import { SCHEDULED_JOBS, type ScheduledJob, startScheduledJobs } from '../src/scheduled-jobs.js';

const ctx = {} as AppContext;

describe('scheduled jobs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job first after its delay, then at its interval, until stopped', async () => {
    const runs: string[] = [];
    const job = (name: string, firstAfterMs: number, everyMs: number): ScheduledJob => ({
      name,
      firstAfterMs,
      everyMs,
      run: async () => void runs.push(name),
    });
    const stop = startScheduledJobs(ctx, { error: () => {} }, [job('a', 1_000, 10_000), job('b', 5_000, 20_000)]);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(runs).toEqual(['a', 'b', 'a', 'a', 'b']);
    stop();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(runs).toHaveLength(5);
  });

  it('logs a failed run with the job name and keeps the schedule', async () => {
    const errors: string[] = [];
    let calls = 0;
    const failing: ScheduledJob = {
      name: 'flaky job',
      firstAfterMs: 10,
      everyMs: 100,
      run: async () => {
        calls += 1;
        throw new Error('database away');
      },
    };
    const stop = startScheduledJobs(ctx, { error: (_details, message) => errors.push(message) }, [failing]);
    await vi.advanceTimersByTimeAsync(210);
    stop();
    expect(calls).toBe(3);
    expect(errors).toEqual(['flaky job failed', 'flaky job failed', 'flaky job failed']);
  });

  it('schedules the storage reminders, the renewal reminders, the points expiry, the warehouse address notices, the overdue claims, the loss claim notices and the stale held mail', () => {
    expect(SCHEDULED_JOBS.map((job) => job.name)).toEqual([
      'storage reminders',
      'membership renewal reminders',
      'points expiry',
      'warehouse address notices',
      'overdue claims',
      'loss claim notices',
      'stale held mail',
    ]);
    // A changed shopping address matters to parcels bought now: told within a minute or two of the save.
    expect(SCHEDULED_JOBS.find((job) => job.name === 'warehouse address notices')?.everyMs).toBe(60_000);
    // A claim past its two working days reaches the admins within a quarter of an hour.
    expect(SCHEDULED_JOBS.find((job) => job.name === 'overdue claims')?.everyMs).toBe(15 * 60_000);
  });
});
