import type { SubmissionStep } from '@parcelway/domain';
import { PATHS } from '../../../lib/routes-paths';

/** The screen of each submission step (SPEC §2 submit/*). */
export const STEP_PATHS: Record<SubmissionStep, string> = {
  recipient: PATHS.submitAddressBook,
  logistics: PATHS.submitLogistics,
  insurance: PATHS.submitLogistics,
  shipper: PATHS.submitShipper,
  declaration: PATHS.submitPurchase,
  extras: PATHS.submitExtras,
  battery: PATHS.submitPackageImage,
  safety: PATHS.submitNotes,
  terms: PATHS.submitNotes,
  empp: PATHS.submitNotes,
  aqis: PATHS.submitNotes,
  ezway: PATHS.submitEzway,
};

/** Server field (the first part of an error's path) → the step that fills it. */
export const STEP_OF_FIELD: Record<string, SubmissionStep> = {
  recipient_id: 'recipient',
  courier_id: 'logistics',
  insured: 'insurance',
  shipper: 'shipper',
  declaration: 'declaration',
  extra_services: 'extras',
  box_service_id: 'extras',
  extra_cartons: 'extras',
  battery: 'battery',
};
