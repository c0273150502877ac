import type { AgentInput } from '@parcelway/domain';
import type { PickupWindowRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordStaffAction, storesToList, worksIn } from '../staff-accounts/index.js';
import { agentPoint } from './presenters.js';
import { findAgent, insertAgent, listAllAgents, type NewDropOffAgent, updateAgent } from './queries/agents.js';
import { findWindow, insertWindow, listWindows, updateWindow } from './queries/pickup.js';

function agentValues(input: AgentInput): Omit<NewDropOffAgent, 'code'> {
  return {
    storeId: input.store_id,
    nameEn: input.name_en,
    nameCn: input.name_cn,
    nameTw: input.name_tw,
    address: input.address,
    city: input.city,
    postcode: input.postcode,
    latitude: input.lat,
    longitude: input.lng,
    openingHours: input.opening_hours,
    accepts: input.accepts,
    capacity: input.capacity,
    active: input.active,
  };
}

const staffView = (row: Awaited<ReturnType<typeof findAgent>> & object) => ({
  ...agentPoint('en', row, 0, null),
  active: row.active,
});

export async function listAgentsForStaff(ctx: AppContext, actor: StaffActor, storeId: number | undefined) {
  return (await listAllAgents(ctx.db, storesToList(actor, storeId))).map(staffView);
}

/** Staff add an agent point; it is audited with who did it. */
export async function createAgent(ctx: AppContext, actor: StaffActor, input: AgentInput) {
  if (!worksIn(actor, input.store_id)) throw new AppError('forbidden', 'error.forbidden');
  return ctx.db.transaction(async (tx) => {
    const row = await insertAgent(tx, { ...agentValues(input), code: `agent-${crypto.randomUUID()}` });
    await recordStaffAction(
      tx,
      actor,
      'drop_off_agent.create',
      { type: 'drop_off_agent', id: row.id },
      {
        name: row.nameEn,
      },
    );
    return staffView(row);
  });
}

export async function changeAgent(ctx: AppContext, actor: StaffActor, id: number, input: AgentInput) {
  return ctx.db.transaction(async (tx) => {
    const existing = await findAgent(tx, id, true);
    if (!existing || !worksIn(actor, existing.storeId) || !worksIn(actor, input.store_id))
      throw new AppError('not_found', 'error.notFound');
    const row = await updateAgent(tx, id, { ...agentValues(input), updatedAt: ctx.clock() });
    if (!row) throw new AppError('not_found', 'error.notFound');
    await recordStaffAction(
      tx,
      actor,
      'drop_off_agent.update',
      { type: 'drop_off_agent', id },
      {
        capacity: row.capacity,
        active: row.active,
      },
    );
    return staffView(row);
  });
}

export async function listWindowsForStaff(ctx: AppContext, actor: StaffActor, storeId: number) {
  if (!worksIn(actor, storeId)) throw new AppError('forbidden', 'error.forbidden');
  return (await listWindows(ctx.db, storeId, false)).map((row) => ({
    id: row.id,
    store_id: row.storeId,
    starts: row.startsAt,
    ends: row.endsAt,
    capacity: row.capacity,
    active: row.active,
  }));
}

export interface WindowInput {
  store_id: number;
  starts: string;
  ends: string;
  capacity: number;
  active: boolean;
}

/** Staff set a warehouse's pickup windows: a new one, or a change to one (by id). */
export async function saveWindow(ctx: AppContext, actor: StaffActor, input: WindowInput & { id?: number | undefined }) {
  if (!worksIn(actor, input.store_id)) throw new AppError('forbidden', 'error.forbidden');
  if (input.ends <= input.starts) throw AppError.field('ends', 'validation.invalid');
  return ctx.db.transaction(async (tx) => {
    const values = {
      storeId: input.store_id,
      startsAt: input.starts,
      endsAt: input.ends,
      capacity: input.capacity,
      active: input.active,
    };
    let row: PickupWindowRow | undefined;
    if (input.id !== undefined) {
      const existing = await findWindow(tx, input.id, true);
      if (!existing || existing.storeId !== input.store_id) throw new AppError('not_found', 'error.notFound');
      row = await updateWindow(tx, input.id, values);
    } else {
      row = await insertWindow(tx, values);
    }
    if (!row) throw new AppError('not_found', 'error.notFound');
    await recordStaffAction(
      tx,
      actor,
      'pickup_window.save',
      { type: 'pickup_window', id: row.id },
      {
        starts: row.startsAt,
        ends: row.endsAt,
        capacity: row.capacity,
        active: row.active,
      },
    );
    return {
      id: row.id,
      store_id: row.storeId,
      starts: row.startsAt,
      ends: row.endsAt,
      capacity: row.capacity,
      active: row.active,
    };
  });
}
