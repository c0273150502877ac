/** What the parcel calls answer: the domain's response schemas are the one description of them. */
export type {
  ParcelComment,
  ParcelDeclaration,
  ParcelDetail,
  ParcelExtraService,
  ParcelPage,
  ParcelSummary,
  SubmissionCheck,
} from '@parcelway/domain';

/** An extra service as a warehouse offers it (GET /api/extraServiceList). */
export interface OfferedExtraService {
  id: number;
  code: string;
  name: string;
  description: string;
  scope: 'parcel' | 'shipment';
  price: string | null;
  currency: string;
  remark_required: boolean;
  image_required: boolean;
  reject_whole: boolean;
  options: { part: 0 | 1; name: string }[];
}
