import { distanceKm, type Language, type Position } from '@parcelway/domain';
import type { DropOffAgentRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { australianPostcodePosition } from '../catalogue/index.js';
import { agentPoint } from './presenters.js';
import { listActiveAgents, packagesHeldByAgents } from './queries/agents.js';

export interface AgentSearch {
  store_id: number;
  postcode?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** Where to measure from: the position given, else the postcode's (Australian data, or an agent in that postcode). */
function originOf(search: AgentSearch, agents: DropOffAgentRow[]): Position | undefined {
  if (search.lat !== undefined && search.lng !== undefined) return { lat: search.lat, lng: search.lng };
  if (!search.postcode) return undefined;
  const known = australianPostcodePosition(search.postcode);
  if (known) return known;
  const local = agents.find((agent) => agent.postcode === search.postcode);
  return local ? { lat: local.latitude, lng: local.longitude } : undefined;
}

/** personal/agent: a warehouse's open agent points, nearest first when we know where the customer is. */
export async function agentsNear(ctx: AppContext, search: AgentSearch, language: Language) {
  const agents = await listActiveAgents(ctx.db, search.store_id);
  const held = await packagesHeldByAgents(
    ctx.db,
    agents.map((agent) => agent.id),
  );
  const origin = originOf(search, agents);
  const points = agents.map((agent) =>
    agentPoint(
      language,
      agent,
      held.get(agent.id) ?? 0,
      origin ? distanceKm(origin, { lat: agent.latitude, lng: agent.longitude }) : null,
    ),
  );
  return points.sort((a, b) => (a.distance_km ?? Number.MAX_VALUE) - (b.distance_km ?? Number.MAX_VALUE));
}
