import { volumetricGrams } from '../pricing/weight.js';

/**
 * The divisor the parcel screens use to show a volumetric weight (cm³ per kg). Each line applies its own
 * when it prices a shipment; 5000 is the express lines' and the most common in the trade.
 */
export const PARCEL_VOLUMETRIC_DIVISOR = 5000;

export interface MeasuredParcel {
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
}

function decimalText(value: number, scale: number, digits: number): string {
  const whole = Math.floor(value / scale);
  const fraction = String(value % scale)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 1250 g → "1.25" (kilograms, no trailing zeros). */
export function kilogramsText(grams: number): string {
  return decimalText(grams, 1000, 3);
}

/** 125 mm → "12.5" (centimetres). */
export function centimetresText(millimetres: number): string {
  return decimalText(millimetres, 10, 1);
}

/**
 * What the warehouse measured, as the parcel screens show it (kg and cm as decimal strings), or nulls before check-in.
 * The volumetric weight uses the given divisor: a shipment's line's once the parcel is in one.
 */
export function parcelMeasurements(parcel: MeasuredParcel, volumetricDivisor = PARCEL_VOLUMETRIC_DIVISOR) {
  const { weightGrams, lengthMm, widthMm, heightMm } = parcel;
  const measured = lengthMm !== null && widthMm !== null && heightMm !== null;
  return {
    weight: weightGrams === null ? null : kilogramsText(weightGrams),
    length: lengthMm === null ? null : centimetresText(lengthMm),
    width: widthMm === null ? null : centimetresText(widthMm),
    height: heightMm === null ? null : centimetresText(heightMm),
    volumetric_weight:
      measured && weightGrams !== null
        ? kilogramsText(volumetricGrams({ actualGrams: weightGrams, lengthMm, widthMm, heightMm }, volumetricDivisor))
        : null,
    volumetric_divisor: volumetricDivisor,
  };
}
