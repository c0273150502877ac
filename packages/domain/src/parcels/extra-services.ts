import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';

/** The states of an extra service requested on a parcel (SPEC §4: processed or undisposed). */
export const EXTRA_SERVICE_ENTRY_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type ExtraServiceEntryStatus = (typeof EXTRA_SERVICE_ENTRY_STATUSES)[number];

/** SPEC §3 parcel extra-service entry: `part` 0 is the "reject whole" choice, 1 everything else. */
export const EXTRA_SERVICE_PART = { rejectWhole: 0, partial: 1 } as const;

export const MAX_FILES_PER_ENTRY = 9;

/** "url1,url2" → ['url1', 'url2'] (SPEC §3: files are URLs joined by commas). */
export function splitFileList(files: string): string[] {
  return files
    .split(',')
    .map((file) => file.trim())
    .filter((file) => file.length > 0);
}

export const extraServiceEntrySchema = z.object({
  extra_service_id: z.coerce.number().int().positive(),
  comment: z.string().trim().max(500).default(''),
  files: z
    .string()
    .max(4000)
    .default('')
    .refine((files) => splitFileList(files).length <= MAX_FILES_PER_ENTRY, { error: 'upload.tooManyFiles' }),
  part: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type ExtraServiceEntryInput = z.input<typeof extraServiceEntrySchema>;
export type ExtraServiceEntry = z.output<typeof extraServiceEntrySchema>;

/** What a service asks of the customer with a request (the catalogue's flags). */
export interface ExtraServiceRequirements {
  requiresRemark: boolean;
  requiresImage: boolean;
  rejectWholeOption: boolean;
}

/**
 * What is missing from a request, or null. A service that offers "reject whole" needs its remark and
 * image only for the partial choice (the whole parcel needs no description); others need them always.
 */
export function extraServiceEntryProblem(
  service: ExtraServiceRequirements,
  entry: Pick<ExtraServiceEntry, 'comment' | 'files' | 'part'>,
): { field: 'part' | 'comment' | 'files'; message: MessageKey } | null {
  if (entry.part === EXTRA_SERVICE_PART.rejectWhole && !service.rejectWholeOption)
    return { field: 'part', message: 'extraService.noRejectWhole' };
  const describesItems = !(service.rejectWholeOption && entry.part === EXTRA_SERVICE_PART.rejectWhole);
  if (describesItems && service.requiresRemark && entry.comment.trim() === '')
    return { field: 'comment', message: 'extraService.remarkRequired' };
  if (describesItems && service.requiresImage && splitFileList(entry.files).length === 0)
    return { field: 'files', message: 'extraService.imageRequired' };
  return null;
}

/** SPEC §4: a parcel with an unfinished extra service must wait before it can be submitted. */
export function hasUnfinishedExtraServices(entries: readonly { status: ExtraServiceEntryStatus }[]): boolean {
  return entries.some((entry) => entry.status === 'pending');
}
