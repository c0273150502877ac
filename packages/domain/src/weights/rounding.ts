/** Which way a reading between two steps goes: to the nearer one (a half goes up), or always up. */
export const ROUNDING_DIRECTIONS = ['nearest', 'up'] as const;
export type RoundingDirection = (typeof ROUNDING_DIRECTIONS)[number];

/** How raw readings become the recorded figures: the step of each and the direction. */
export interface MeasurementRounding {
  readonly weightStepGrams: number;
  readonly sizeStepMm: number;
  readonly direction: RoundingDirection;
}

/**
 * What check-in and packing apply to the scale's and the tape's readings: the weight to the nearest 10 g and each side
 * to the nearest whole centimetre (halves up), as the carriers measure. The line's own step (rounded up) applies
 * later, to the chargeable weight; rounding the readings to the nearer step keeps the customer from paying two
 * upward roundings.
 */
export const RECORDED_ROUNDING: MeasurementRounding = { weightStepGrams: 10, sizeStepMm: 10, direction: 'nearest' };

/** What the staff read: grams on the scale, millimetres on the tape. */
export interface Readings {
  readonly grams: number;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

/**
 * A whole-number reading rounded to a whole number of steps. Never below one step: a 4 g letter is recorded as 10 g,
 * not as nothing.
 */
export function roundToStep(value: number, step: number, direction: RoundingDirection): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a reading: ${value}`);
  if (!Number.isSafeInteger(step) || step <= 0) throw new RangeError(`not a step: ${step}`);
  const below = Math.floor(value / step) * step;
  const rounded = below === value ? value : direction === 'up' || (value - below) * 2 >= step ? below + step : below;
  return Math.max(rounded, step);
}

/** The figures recorded from readings under a rounding. */
export function recordReadings(readings: Readings, rounding: MeasurementRounding = RECORDED_ROUNDING): Readings {
  const size = (mm: number) => roundToStep(mm, rounding.sizeStepMm, rounding.direction);
  return {
    grams: roundToStep(readings.grams, rounding.weightStepGrams, rounding.direction),
    lengthMm: size(readings.lengthMm),
    widthMm: size(readings.widthMm),
    heightMm: size(readings.heightMm),
  };
}
