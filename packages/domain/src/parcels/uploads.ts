import type { MessageKey } from '../i18n/messages.js';

/** SPEC §5/§9: images and PDFs are at most 5 MB; the upload slice size is 5242880 bytes. */
export const UPLOAD_SLICE_BYTES = 5_242_880;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** SPEC §5: a bank-transfer proof is one png, jpg or pdf under 1 MB. */
export const MAX_BANK_PROOF_BYTES = 1024 * 1024;
/** A claim's unboxing video: a minute of phone video at 720p (the upload form says so). */
export const MAX_CLAIM_VIDEO_BYTES = 50 * 1024 * 1024;

export type FileKind = 'image' | 'pdf' | 'video';

export interface SniffedType {
  kind: FileKind;
  mime: string;
  extension: string;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The type of a file judged from its first bytes, never from its name or the browser's claim. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { kind: 'image', mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { kind: 'image', mime: 'image/webp', extension: 'webp' };
  // ISO media "ftyp" box with a HEIF brand: photos from iPhones.
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (['heic', 'heix', 'mif1', 'msf1', 'heis', 'hevc'].includes(brand))
      return { kind: 'image', mime: 'image/heic', extension: 'heic' };
    // QuickTime (iPhone videos) and MP4 (Android, most cameras).
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', extension: 'mov' };
    if (['isom', 'iso2', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'MSNV', '3gp4', '3gp5'].includes(brand))
      return { kind: 'video', mime: 'video/mp4', extension: 'mp4' };
  }
  // Matroska's EBML header: WebM, what browsers record.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', mime: 'video/webm', extension: 'webm' };
  if (startsWith(bytes, ascii('%PDF-'))) return { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' };
  return null;
}

/** What an upload is for decides which files it takes and how large they may be. */
export interface UploadPurposeRule {
  kinds: readonly FileKind[];
  /** Mime types accepted within those kinds; all of them when absent. */
  mimes?: readonly string[];
  maxBytes: number;
  /** A kind's own limit, below `maxBytes` (a claim's photos stay at 5 MB beside its video). */
  maxBytesOfKind?: Partial<Record<FileKind, number>>;
}

export const UPLOAD_PURPOSES = {
  /** Pictures a customer sends with an extra-service request (SPEC §7 folder parcel_extra_service). */
  parcel_extra_service: { kinds: ['image', 'pdf'], maxBytes: MAX_UPLOAD_BYTES },
  /** Pictures or receipts attached to a comment on a parcel. */
  parcel_comment: { kinds: ['image', 'pdf'], maxBytes: MAX_UPLOAD_BYTES },
  /** Staff photos at check-in and of completed services. */
  parcel_photo: { kinds: ['image'], maxBytes: MAX_UPLOAD_BYTES },
  /** The customer's own photo of their scale or tape, sent with a weight dispute. */
  weight_dispute: { kinds: ['image'], maxBytes: MAX_UPLOAD_BYTES },
  /** Invoices or receipts proving a declared value. */
  declaration: { kinds: ['image', 'pdf'], maxBytes: MAX_UPLOAD_BYTES },
  /** Bank-transfer proof (SPEC §5). */
  bank_proof: {
    kinds: ['image', 'pdf'],
    mimes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: MAX_BANK_PROOF_BYTES,
  },
  /** Photos and an optional video of a lost, damaged or short shipment (a shipment claim). */
  claim_evidence: {
    kinds: ['image', 'video'],
    maxBytes: MAX_CLAIM_VIDEO_BYTES,
    maxBytesOfKind: { image: MAX_UPLOAD_BYTES },
  },
} as const satisfies Record<string, UploadPurposeRule>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[];

/** The largest file any purpose takes: what an upload request reads at most. */
export const MAX_ANY_UPLOAD_BYTES = Math.max(
  ...Object.values(UPLOAD_PURPOSES).map((rule: UploadPurposeRule) => rule.maxBytes),
);

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);
}

/**
 * Why a file cannot be uploaded for a purpose, or null. The size sentence names the kind the file
 * actually is (SPEC §8: a picture, or a PDF).
 */
export function uploadProblem(purpose: UploadPurpose, type: SniffedType | null, size: number): MessageKey | null {
  const rule: UploadPurposeRule = UPLOAD_PURPOSES[purpose];
  if (size === 0) return 'upload.empty';
  if (!type || !rule.kinds.includes(type.kind) || (rule.mimes && !rule.mimes.includes(type.mime)))
    return purpose === 'bank_proof'
      ? 'upload.bankProofType'
      : rule.kinds.includes('video')
        ? 'upload.photoOrVideo'
        : rule.kinds.includes('pdf')
          ? 'upload.unsupportedType'
          : 'upload.imageOnly';
  if (size > (rule.maxBytesOfKind?.[type.kind] ?? rule.maxBytes)) {
    if (purpose === 'bank_proof') return 'upload.bankProofTooLarge';
    if (type.kind === 'video') return 'upload.videoTooLarge';
    return type.kind === 'pdf' ? 'upload.pdfTooLarge' : 'upload.imageTooLarge';
  }
  return null;
}
