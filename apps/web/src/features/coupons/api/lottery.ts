import type { LotteryDrawResult, LotteryWheelView } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './coupon-keys';

/** POST /api/couponLotteryWheel: the wheel running now, its prizes and the customer's draws left. */
export async function getLotteryWheel(): Promise<LotteryWheelView> {
  return (await api.post<LotteryWheelView>('/api/couponLotteryWheel', {}, { silent: true })).data;
}

/**
 * POST /api/drawLotteryAction with the Idempotency-Key of the draw meant (its refusal is shown beside the wheel): a
 * retry after a lost answer reuses the key and gets the same prize, never a second draw.
 */
export async function drawLottery({ wheelId, key }: { wheelId: number; key: string }): Promise<LotteryDrawResult> {
  return (
    await api.post<LotteryDrawResult>(
      '/api/drawLotteryAction',
      { wheel_id: wheelId },
      { silent: true, headers: { 'Idempotency-Key': key } },
    )
  ).data;
}

/** Draws come from top-ups approved elsewhere (staff review): asked again each time the wheel is shown. */
export function useLotteryWheel() {
  return useQuery({ queryKey: couponKeys.lottery(), queryFn: getLotteryWheel, refetchOnMount: 'always' });
}

/** A draw may give a coupon or points: the coupon lists and the wheel are fetched again. */
export function useDrawLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: drawLottery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
