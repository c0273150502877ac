import type { createdShareSchema, shareSummarySchema } from '@parcelway/domain';
import type { z } from 'zod';

export type { PublicTrack, TrackInfo, TrackingEventView, TrackLookup } from '@parcelway/domain';
export type CreatedShare = z.infer<typeof createdShareSchema>;
export type ShareSummary = z.infer<typeof shareSummarySchema>;
