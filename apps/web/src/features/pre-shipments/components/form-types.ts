import type { PreShipmentInput, PreShipmentInputValues } from '@parcelway/domain';
import type { UseFormReturn } from 'react-hook-form';

export type PreShipmentForm = UseFormReturn<PreShipmentInputValues, unknown, PreShipmentInput>;

/** Which step shows each field, so a server error opens the step it belongs to. */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  [
    'tracking_numbers',
    'contents',
    'items',
    'insurance',
    'batteries',
    'flammable_confirmed',
    'contents_image',
    'receipt_image',
    'notes',
    'courier_company_id',
  ],
  ['recipient_id', 'delivery_way', 'agent_id', 'pickup'],
  [],
];

export function stepOfField(field: string): number {
  const root = field.split('.')[0] ?? field;
  const index = STEP_FIELDS.findIndex((fields) => fields.includes(root));
  return index < 0 ? 0 : index;
}
