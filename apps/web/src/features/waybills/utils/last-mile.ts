import type { WaybillDetail } from '../api/types';

type LastMileView = Pick<WaybillDetail, 'last_mile' | 'line' | 'actions'>;

/** What the detail says of the last mile: a sentence key of the `waybills` namespace and its values. */
export function lastMileText(waybill: LastMileView): { key: string; values: Record<string, string> } {
  const { method, agent } = waybill.last_mile;
  if (agent) return { key: 'detail.agent', values: { name: agent.name } };
  if (method === 'door') return { key: 'detail.door', values: {} };
  // A door-delivery line delivers to the door without the customer choosing anything.
  if (waybill.line?.delivery_method === 'door') return { key: 'detail.door', values: {} };
  // Once paid the choice is closed: the line's own way of delivering is what happens, never "not chosen yet".
  if (!waybill.actions.can_choose_last_mile && waybill.line)
    return { key: 'detail.lastMileByLine', values: { method: waybill.line.delivery_method_name } };
  return { key: 'detail.lastMileNone', values: {} };
}
