import { describe, expect, it } from 'vitest';
import type { WaybillDetail } from '../src/features/waybills/api/types';
import { lastMileText } from '../src/features/waybills/utils/last-mile';

type Line = NonNullable<WaybillDetail['line']>;
const line = (delivery_method: string, delivery_method_name: string) =>
  ({ delivery_method, delivery_method_name }) as Line;
const waybill = (
  last_mile: WaybillDetail['last_mile'],
  lineOf: Line | null,
  can_choose_last_mile: boolean,
): Parameters<typeof lastMileText>[0] => ({
  last_mile,
  line: lineOf,
  actions: { can_choose_last_mile } as WaybillDetail['actions'],
});

describe("the waybill detail's last mile", () => {
  it('on a delivered waybill of a door line, says door delivery, never "not chosen yet"', () => {
    expect(lastMileText(waybill({ method: null, agent: null }, line('door', 'Door delivery'), false))).toEqual({
      key: 'detail.door',
      values: {},
    });
  });

  it('names the chosen pickup point, or the door when chosen', () => {
    const agent = { id: 3, name: '7-Eleven Zhongzheng', address: '1 Road', city: '中正區' };
    expect(lastMileText(waybill({ method: 'pickup_point', agent }, line('self_pickup', 'Self pickup'), false))).toEqual(
      {
        key: 'detail.agent',
        values: { name: '7-Eleven Zhongzheng' },
      },
    );
    expect(lastMileText(waybill({ method: 'door', agent: null }, line('self_pickup', 'Self pickup'), true)).key).toBe(
      'detail.door',
    );
  });

  it("is still to choose only while it can be chosen; after payment it is the line's own way", () => {
    expect(lastMileText(waybill({ method: null, agent: null }, line('self_pickup', 'Self pickup'), true)).key).toBe(
      'detail.lastMileNone',
    );
    expect(lastMileText(waybill({ method: null, agent: null }, line('self_pickup', 'Self pickup'), false))).toEqual({
      key: 'detail.lastMileByLine',
      values: { method: 'Self pickup' },
    });
  });
});
