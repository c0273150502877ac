import type { OpsClient } from './client.js';
import { OpsError } from './client.js';

export type Flags = Record<string, string | string[] | boolean | undefined>;

export interface OpsCommand {
  usage: string;
  run(client: OpsClient, flags: Flags): Promise<unknown>;
}

export function requiredFlag(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new OpsError(`--${name} is required`);
  return value;
}

export function optionalFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

/** A flag that may be given several times (`--photo a.jpg --photo b.jpg`). */
export function repeatedFlag(flags: Flags, name: string): string[] {
  const value = flags[name];
  if (value === undefined) return [];
  if (value === true) throw new OpsError(`--${name} needs a value`);
  return Array.isArray(value) ? value : [String(value)];
}

export function numberFlag(flags: Flags, name: string): number {
  const value = Number(requiredFlag(flags, name));
  if (!Number.isFinite(value)) throw new OpsError(`--${name} must be a number`);
  return value;
}

/** `--stores 1,2` → [1, 2]; no flag → undefined. */
export function storeList(flags: Flags): number[] | undefined {
  const value = optionalFlag(flags, 'stores');
  if (value === undefined) return undefined;
  const ids = value.split(',').map((part) => Number(part.trim()));
  if (ids.some((store) => !Number.isInteger(store) || store <= 0)) throw new OpsError('--stores is a list like 1,2');
  return ids;
}

/** `--approve` or `--reject --reason <text>` (exactly one of the two). */
export function review(flags: Flags): { approve: boolean; reason?: string } {
  const approve = flags.approve === true;
  const reject = flags.reject === true;
  if (approve === reject) throw new OpsError('Give exactly one of --approve and --reject');
  const reason = optionalFlag(flags, 'reason');
  if (reject && !reason) throw new OpsError('--reject needs --reason <text>');
  return { approve, ...(reason !== undefined && { reason }) };
}
