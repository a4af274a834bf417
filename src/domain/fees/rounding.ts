/**
 * Rounds half away from zero to `digits` decimals, first trimming binary noise so that
 * 357671.12499999994 (really 357671.125) rounds to 357671.13.
 */
export function roundTo(value: number, digits = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Rounds rupees to paise (two decimals), the precision of every amount the portal shows. */
export function toPaise(rupees: number): number {
  return roundTo(rupees, 2);
}
