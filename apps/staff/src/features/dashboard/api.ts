import { type StaffDashboard, staffDashboardSchema } from '@parcelway/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api.js';

/** The dashboard refreshes itself each minute while it is open. */
const EVERY_MINUTE = 60_000;

/**
 * GET /ops/dashboard?date=: each warehouse's day (its own today without a date) and its queues now, kept to the
 * operator's warehouses by the server; finance also gets the transfers waiting.
 */
export function useDashboard(date: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['ops', 'dashboard', date ?? 'today'],
    queryFn: async (): Promise<StaffDashboard> =>
      staffDashboardSchema.parse(
        await get(date ? `/ops/dashboard?date=${encodeURIComponent(date)}` : '/ops/dashboard'),
      ),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: EVERY_MINUTE,
    placeholderData: keepPreviousData,
  });
}
