import { pickLanguage } from '@parcelway/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { StaffRole } from '../db/schema/index.js';
import type { AppContext, Principal, StaffActor } from './context.js';
import { AppError } from './errors.js';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Who a bearer token belongs to (null for no live session): the auth module answers it, the app passes it in. */
export type Authenticate = (ctx: AppContext, token: string) => Promise<Principal | null>;

/**
 * Every request: who is calling (if a live token is sent) and in which language to answer —
 * the customer's stored language, else the `lang` header, else 'cn' (DESIGN §4).
 */
export function registerAuthentication(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('language', 'cn');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers.lang);
    const token = bearerToken(request);
    if (!token) return;
    request.principal = await authenticate(app.ctx, token);
    if (request.principal?.type === 'customer') request.language = request.principal.language;
  });
}

/** The logged-in customer's id, or a 401. */
export function customerId(request: FastifyRequest): number {
  const principal = request.principal;
  if (principal?.type !== 'customer') throw new AppError('unauthorised', 'error.unauthorised');
  return principal.customerId;
}

/** The logged-in customer's session, or null (routes that work with or without one). */
export function customerSession(request: FastifyRequest): { customerId: number; sessionId: number } | null {
  const principal = request.principal;
  return principal?.type === 'customer' ? { customerId: principal.customerId, sessionId: principal.sessionId } : null;
}

/** The logged-in customer's session, or a 401. */
export function requiredCustomerSession(request: FastifyRequest): { customerId: number; sessionId: number } {
  const session = customerSession(request);
  if (!session) throw new AppError('unauthorised', 'error.unauthorised');
  return session;
}

/** The logged-in staff member's id, or a 401. */
export function staffId(request: FastifyRequest): number {
  const principal = request.principal;
  if (principal?.type !== 'staff') throw new AppError('unauthorised', 'error.unauthorised');
  return principal.staffId;
}

/** A route guard, run as a callback hook: an async one costs every request a promise for a check that never waits. */
export type Guard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

function guard(check: (request: FastifyRequest) => void): Guard {
  return (request, _reply, done) => {
    check(request);
    done();
  };
}

export const requireCustomer: Guard = guard((request) => {
  customerId(request);
});

function assertStaff(request: FastifyRequest) {
  if (!request.principal) throw new AppError('unauthorised', 'error.unauthorised');
  if (request.principal.type !== 'staff') throw new AppError('forbidden', 'error.forbidden');
}

/** Staff only, whatever their role: no token → 401, a customer's token → 403. */
export const requireStaff: Guard = guard(assertStaff);

/**
 * Staff of one of `roles` only (an admin passes every guard): no token → 401, a customer or another
 * role → 403. Routes name their roles once, on the route or its group (see docs/decisions/staff.md).
 */
export function requireStaffRole(...roles: StaffRole[]): Guard {
  return guard((request) => {
    assertStaff(request);
    const principal = request.principal;
    if (principal?.type !== 'staff') return;
    if (principal.role !== 'admin' && !roles.includes(principal.role)) {
      throw new AppError('forbidden', 'error.forbidden');
    }
  });
}

/** The staff member behind this request, for services: their id, the request id, their warehouses. */
export function staffActor(request: FastifyRequest): StaffActor {
  const principal = request.principal;
  if (principal?.type !== 'staff') throw new AppError('unauthorised', 'error.unauthorised');
  return {
    staffId: principal.staffId,
    requestId: request.id,
    storeIds: principal.role === 'warehouse' ? principal.storeIds : null,
  };
}
