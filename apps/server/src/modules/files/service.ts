import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type MessageKey,
  sniffFileType,
  UPLOAD_PURPOSE_NAMES,
  type UploadPurpose,
  uploadProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { StoredFileRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { countFilesOwnedByCustomer, customerUploadsSince, findFile, findFiles, insertFile } from './queries.js';
import type { StoredBody } from './storage.js';

/** A customer, or a staff member (whose uploads go to the audit trail). */
export type FileOwner = { customerId: number } | { staff: StaffActor };

/** An upload as read from the request: written to a temporary file up to the limit, and whether there was more. */
export interface IncomingFile {
  filename: string;
  /** Where the bytes wait until they are stored (the caller removes it). */
  path: string;
  /** Its first bytes, which say its type. */
  head: Buffer;
  size: number;
  /** The file was longer than the multipart limit, so `path` holds only its beginning. */
  truncated: boolean;
}

/** What the caller must refuse before reading an upload's body, from the size its request declares. */
export interface DeclaredUpload {
  /** The request's Content-Length less the multipart framing it may hold; 0 when it declares none. */
  fileBytes: number;
}

export interface PresentedFile {
  id: string;
  url: string;
  mime: string;
  size: number;
  name: string;
}

const SIZE_PROBLEMS = new Set<MessageKey>([
  'upload.imageTooLarge',
  'upload.pdfTooLarge',
  'upload.bankProofTooLarge',
  'upload.videoTooLarge',
]);

/** Checks an upload against its purpose (type from the bytes, size), stores it under a random key and records it. */
export async function saveUpload(
  ctx: AppContext,
  owner: FileOwner,
  purpose: UploadPurpose,
  file: IncomingFile,
): Promise<PresentedFile> {
  const type = sniffFileType(file.head.subarray(0, 32));
  const size = file.truncated ? Number.POSITIVE_INFINITY : file.size;
  assertAcceptable(purpose, type, size);
  if (!type) throw new AppError('invalid', 'upload.unsupportedType', { fields: { file: 'upload.unsupportedType' } });
  if ('customerId' in owner) await assertDailyUploadAllowance(ctx, owner.customerId, file.size);
  const row = await storeFile(ctx, owner, purpose, {
    body: { path: file.path },
    size: file.size,
    mime: type.mime,
    extension: type.extension,
    name: file.filename,
  });
  return presentFile(ctx, row);
}

/** Refuses a file its purpose does not take, with SPEC §8's sentence for a size. */
function assertAcceptable(purpose: UploadPurpose, type: ReturnType<typeof sniffFileType>, size: number): void {
  const problem = uploadProblem(purpose, type, size);
  if (problem) {
    throw new AppError(SIZE_PROBLEMS.has(problem) ? 'too_large' : 'invalid', problem, { fields: { file: problem } });
  }
}

/**
 * What can be refused from the request's head and the file's first bytes, before its body is read: a declared size
 * above what the purpose takes (SPEC §8's sentence for the file's kind), and a customer whose day's allowance it would
 * pass. The stored file is checked again at its real size.
 */
export async function assertUploadMayStart(
  ctx: AppContext,
  owner: FileOwner,
  purpose: UploadPurpose,
  declared: DeclaredUpload,
  head?: Buffer,
): Promise<void> {
  if (head === undefined) {
    if ('customerId' in owner) await assertDailyUploadAllowance(ctx, owner.customerId, declared.fileBytes);
    return;
  }
  const type = sniffFileType(head.subarray(0, 32));
  if (type && declared.fileBytes > 0) assertAcceptable(purpose, type, declared.fileBytes);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A customer's uploads in any 24 hours stay under a count and a byte total (config.uploads), so one account
 * cannot fill the storage. Counted from the stored files themselves; files the server makes (invoices) do not count.
 */
async function assertDailyUploadAllowance(ctx: AppContext, customerId: number, size: number): Promise<void> {
  const since = new Date(ctx.clock().getTime() - DAY_MS);
  const used = await customerUploadsSince(ctx.db, customerId, UPLOAD_PURPOSE_NAMES, since);
  const { dailyFiles, dailyBytes } = ctx.config.uploads;
  if (used.files + 1 > dailyFiles || used.bytes + size > dailyBytes) {
    throw new AppError('rate_limited', 'upload.dailyLimit');
  }
}

/**
 * Stores a file the server made (an invoice PDF, a phone-sized copy of a photo …) like an upload: under a random key
 * in `purpose`'s folder, recorded for its owner, read back through signed links. No upload rule applies: the server
 * wrote it. A file made from another names it (`sourceFileId`), so erasing that one erases this one too.
 */
export async function storeGeneratedFile(
  ctx: AppContext,
  owner: FileOwner,
  purpose: string,
  file: { bytes: Buffer; mime: string; extension: string; name: string; sourceFileId?: string },
): Promise<PresentedFile> {
  const { bytes, ...rest } = file;
  return presentFile(ctx, await storeFile(ctx, owner, purpose, { ...rest, body: bytes, size: bytes.length }));
}

/** Puts the bytes under a random key in the purpose's folder (by month) and records the file for its owner. */
async function storeFile(
  ctx: AppContext,
  owner: FileOwner,
  purpose: string,
  file: {
    body: StoredBody;
    size: number;
    mime: string;
    extension: string;
    name: string;
    sourceFileId?: string;
  },
): Promise<StoredFileRow> {
  const now = ctx.clock();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const storageKey = `${purpose}/${month}/${randomUUID()}.${file.extension}`;
  await ctx.storage.put(storageKey, file.body, file.mime);
  const row = {
    purpose,
    storageKey,
    mime: file.mime,
    sizeBytes: file.size,
    originalName: cleanName(file.name, file.extension),
    sourceFileId: file.sourceFileId ?? null,
    // The app's clock, not the database's: the daily upload allowance counts back from it.
    createdAt: now,
  };
  if ('customerId' in owner) return insertFile(ctx.db, { ...row, ownerCustomerId: owner.customerId });
  const staff = owner.staff;
  return ctx.db.transaction(async (tx) => {
    const inserted = await insertFile(tx, { ...row, ownerStaffId: staff.staffId });
    await recordStaffAction(
      tx,
      staff,
      'file.upload',
      { type: 'file', id: inserted.id },
      {
        purpose,
        mime: file.mime,
        size: file.size,
      },
    );
    return inserted;
  });
}

function cleanName(filename: string, extension: string): string {
  const base = filename
    .replace(/[\\/\r\n"]/g, '')
    .trim()
    .slice(0, 120);
  return base || `file.${extension}`;
}

// ── Signed links ──────────────────────────────────────────────────────────────────────────

const HOUR_MS = 60 * 60 * 1000;

function signature(ctx: AppContext, fileId: string, expires: number): string {
  return createHmac('sha256', ctx.config.appSecret).update(`file:${fileId}:${expires}`).digest('base64url');
}

/**
 * The links signed for the current expiry, per app (its config holds the secret): a list signs the same thumbnails on
 * every request, a few µs of HMAC each (docs/decisions/performance-server.md, "parcelList's page"). Begun afresh with
 * each new expiry, and once it holds LINKS_KEPT links.
 */
const linksOfTheHour = new WeakMap<AppContext['config'], { expires: number; links: Map<string, string> }>();
const LINKS_KEPT = 10_000;

/**
 * A link to read one file, handed only to its owner (and staff). It lasts one to two hours: the expiry
 * is rounded up to the hour so the same picture keeps the same link, and the browser's cache, for an hour.
 */
export function signedFileUrl(ctx: AppContext, fileId: string): string {
  const expiresMs = Math.ceil((ctx.clock().getTime() + HOUR_MS) / HOUR_MS) * HOUR_MS;
  const expires = Math.floor(expiresMs / 1000);
  let hour = linksOfTheHour.get(ctx.config);
  if (hour?.expires !== expires || hour.links.size >= LINKS_KEPT) {
    hour = { expires, links: new Map() };
    linksOfTheHour.set(ctx.config, hour);
  }
  let link = hour.links.get(fileId);
  if (link === undefined) {
    link = `/files/${fileId}?expires=${expires}&signature=${signature(ctx, fileId, expires)}`;
    hour.links.set(fileId, link);
  }
  return link;
}

export function presentFile(ctx: AppContext, row: StoredFileRow): PresentedFile {
  return { id: row.id, url: signedFileUrl(ctx, row.id), mime: row.mime, size: row.sizeBytes, name: row.originalName };
}

/** The files of `ids` in that order, as links (unknown ids are skipped). */
export async function presentFiles(ctx: AppContext, ids: readonly string[]): Promise<PresentedFile[]> {
  const rows = await findFiles(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentFile(ctx, row)] : [];
  });
}

/** Opens a file through its signed link. A wrong signature is a 404, so a link reveals nothing it was not given for. */
export async function openSignedFile(
  ctx: AppContext,
  fileId: string,
  expires: number,
  givenSignature: string,
): Promise<{ row: StoredFileRow; body: Readable }> {
  const expected = Buffer.from(signature(ctx, fileId, expires));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError('not_found', 'error.notFound');
  if (expires * 1000 < ctx.clock().getTime()) throw new AppError('forbidden', 'upload.linkExpired');
  const row = await findFile(ctx.db, fileId);
  const body = row ? await ctx.storage.open(row.storageKey) : undefined;
  if (!row || !body) throw new AppError('not_found', 'error.notFound');
  return { row, body };
}

// ── References to uploaded files ──────────────────────────────────────────────────────────

const FILE_ID = /(?:^|\/files\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:$|[?#])/i;

/**
 * The file ids behind references a client sends back: our links (`/files/<id>?…`, absolute or not) or
 * bare ids. Anything else is refused.
 */
export function fileIdsOf(references: readonly string[], field = 'files'): string[] {
  const ids = references.map((reference) => FILE_ID.exec(reference.trim())?.[1]?.toLowerCase());
  if (ids.some((id) => id === undefined)) throw AppError.field(field, 'upload.unknownFile');
  return [...new Set(ids as string[])];
}

/** Refuses references to files the customer did not upload (another customer's file is as unknown as a made-up one). */
export async function customerFileIds(
  db: Database,
  customerId: number,
  references: readonly string[],
  field = 'files',
): Promise<string[]> {
  const ids = fileIdsOf(references, field);
  if ((await countFilesOwnedByCustomer(db, customerId, ids)) !== ids.length)
    throw AppError.field(field, 'upload.unknownFile');
  return ids;
}

/** Staff may attach their own uploads (check-in photos, service results). */
export async function staffFileIds(db: Database, references: readonly string[], field = 'photos'): Promise<string[]> {
  const ids = fileIdsOf(references, field);
  const rows = await findFiles(db, ids);
  if (rows.length !== ids.length || rows.some((row) => row.ownerStaffId === null))
    throw AppError.field(field, 'upload.unknownFile');
  return ids;
}
