// Ordinal suffixes for ranks (profiles spec 5): 1st, 2nd, 3rd, 4th, with 11th to 13th using th.

export type OrdinalSuffix = 'st' | 'nd' | 'rd' | 'th';

/** Spec 5: st, nd, rd, th; 11, 12 and 13 (and 111, 212...) take th. */
export function ordinalSuffix(n: number): OrdinalSuffix {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (whole % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** 1 -> '1st', 112 -> '112th'. */
export function formatOrdinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}
