import { assertCount, assertPositive, stepsToCover } from './arithmetic.js';

/** A parcel (or carton) as the warehouse weighs and measures it: grams and millimetres. */
export interface ParcelMeasurement {
  readonly actualGrams: number;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

/** How a line turns size and weight into the weight it charges. */
export interface WeightRules {
  /** Volumetric divisor in cm³ per kg, e.g. 5000 or 6000. */
  readonly volumetricDivisor: number;
  /** The least weight the line charges for one parcel, in grams. */
  readonly minChargeableGrams: number;
  /** Chargeable weight is rounded up to a whole multiple of this, in grams (e.g. 500). */
  readonly weightStepGrams: number;
}

/** Which weight decided the charge: the scale, the size, or the line's minimum. */
export const WEIGHT_BASES = ['actual', 'volumetric', 'minimum'] as const;
export type WeightBasis = (typeof WEIGHT_BASES)[number];

export interface ChargeableWeight {
  readonly actualGrams: number;
  /** L×W×H ÷ divisor, rounded up to the gram. */
  readonly volumetricGrams: number;
  /** max(actual, volumetric, minimum) rounded up to the line's weight step. */
  readonly chargeableGrams: number;
  readonly basis: WeightBasis;
}

/** Volume of a parcel in cubic millimetres. */
export function volumeMm3(parcel: Pick<ParcelMeasurement, 'lengthMm' | 'widthMm' | 'heightMm'>): number {
  assertCount(parcel.lengthMm, 'lengthMm');
  assertCount(parcel.widthMm, 'widthMm');
  assertCount(parcel.heightMm, 'heightMm');
  const volume = BigInt(parcel.lengthMm) * BigInt(parcel.widthMm) * BigInt(parcel.heightMm);
  if (volume > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The parcel is too large to measure');
  return Number(volume);
}

/**
 * Volumetric weight in grams: L×W×H (cm³) ÷ divisor (cm³/kg) kg, which in millimetres and grams is
 * exactly L×W×H (mm³) ÷ divisor, rounded up to the gram.
 */
export function volumetricGrams(parcel: ParcelMeasurement, volumetricDivisor: number): number {
  assertPositive(volumetricDivisor, 'volumetricDivisor');
  return stepsToCover(volumeMm3(parcel), volumetricDivisor);
}

/**
 * The weight a line charges for one parcel: the greater of actual and volumetric weight, at least the
 * line's minimum, rounded up to the line's weight step. A light, bulky parcel is charged by its size
 * (basis 'volumetric'). On a tie the scale wins, then the size.
 */
export function chargeableWeight(parcel: ParcelMeasurement, line: WeightRules): ChargeableWeight {
  assertCount(parcel.actualGrams, 'actualGrams');
  assertCount(line.minChargeableGrams, 'minChargeableGrams');
  assertPositive(line.weightStepGrams, 'weightStepGrams');
  const volumetric = volumetricGrams(parcel, line.volumetricDivisor);
  const heavier = Math.max(parcel.actualGrams, volumetric);
  const basis: WeightBasis =
    line.minChargeableGrams > heavier ? 'minimum' : parcel.actualGrams >= volumetric ? 'actual' : 'volumetric';
  const decisive = Math.max(heavier, line.minChargeableGrams);
  return {
    actualGrams: parcel.actualGrams,
    volumetricGrams: volumetric,
    chargeableGrams: stepsToCover(decisive, line.weightStepGrams) * line.weightStepGrams,
    basis,
  };
}

/** "20 kg", "20.5 kg", "0.25 kg": grams as kilograms for messages, without trailing zeros. */
export function formatKilograms(grams: number): string {
  assertCount(grams, 'grams');
  const whole = Math.floor(grams / 1000);
  const fraction = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} kg`;
}

/** Why a parcel is charged more than its scale weight, for the UI; nothing when the scale decided. */
export function chargeableWeightNote(
  weight: ChargeableWeight,
  minChargeableGrams: number,
):
  | {
      readonly key: 'pricing.chargedByVolume';
      readonly params: { readonly volumetric: string; readonly actual: string };
    }
  | { readonly key: 'pricing.chargedByMinimum'; readonly params: { readonly minimum: string } }
  | undefined {
  if (weight.basis === 'volumetric') {
    return {
      key: 'pricing.chargedByVolume',
      params: { volumetric: formatKilograms(weight.volumetricGrams), actual: formatKilograms(weight.actualGrams) },
    };
  }
  if (weight.basis === 'minimum') {
    return { key: 'pricing.chargedByMinimum', params: { minimum: formatKilograms(minChargeableGrams) } };
  }
  return undefined;
}

/**
 * Why the charged weight moved between the quote and the packed box, for the waybill: the box's scale weight and
 * its size at the line's divisor, the quoted and the final chargeable weight. Nothing when packing did not move it.
 */
export function packingWeightChange(
  quotedGrams: number | null,
  finalGrams: number,
  box: ParcelMeasurement | null,
  volumetricDivisor: number,
):
  | {
      readonly key: 'waybill.weightChanged';
      readonly params: { quoted: string; final: string; packed: string; volumetric: string; divisor: string };
    }
  | undefined {
  if (quotedGrams === null || box === null || quotedGrams === finalGrams) return undefined;
  return {
    key: 'waybill.weightChanged',
    params: {
      quoted: formatKilograms(quotedGrams),
      final: formatKilograms(finalGrams),
      packed: formatKilograms(box.actualGrams),
      volumetric: formatKilograms(volumetricGrams(box, volumetricDivisor)),
      divisor: String(volumetricDivisor),
    },
  };
}
