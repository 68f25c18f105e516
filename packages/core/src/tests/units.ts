// Unit conversion of a recorded score into the normalised score used for ranking (profiles spec 9).
import { findTestByKey, isTestUnit, type PhysicalTest, type TestUnit } from './catalogue.ts';

/** A checked value, or the reason it was refused, in words a person can act on. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly msg: string };

/** The normalised score stored beside every result as mfScore and mfUnit (spec 3, 9). */
export type NormalisedScore = { readonly mfScore: number; readonly mfUnit: string };

export const LB_TO_KG = 0.45359237;
export const INCH_TO_CM = 2.54;
export const INCH_TO_MM = 25.4;

/**
 * Spec 9: for these tests inches become millimetres, for all others centimetres. Their results are also
 * typed in cm and mm, so every length they accept becomes mm: one test, one mfUnit, or rankings would
 * compare centimetres with millimetres.
 */
export const INCH_TO_MM_TESTS: readonly string[] = [
  'handLength',
  'handSpan',
  'sitAndReach',
  'calfFlexibility',
  'sideBendTest',
];

/** Longer than any honest score; keeps absurd input out of the parser. */
export const SCORE_MAX_LENGTH = 32;

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = <T>(msg: string): Outcome<T> => ({ ok: false, msg });

/** Two decimals are finer than any test is measured. */
export function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

const PLAIN_NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/** A non-negative decimal written plainly: no sign, exponent, comma, or letters. */
function readNumber(text: string): Outcome<number> {
  if (text.startsWith('-')) return fail('Score cannot be negative');
  if (!PLAIN_NUMBER.test(text)) return fail('Score must be a number, like 12.5');
  const value = Number(text);
  return Number.isFinite(value) ? ok(value) : fail('Score must be a number, like 12.5');
}

// Mobile keyboards turn ' and " into curly quotes or primes; accept them all, and the words ft and in.
const FEET_MARK = String.raw`(?:['’‘′]|ft\.?|feet|foot)`;
const INCH_MARK = String.raw`(?:["”“″]|''|’’|in\.?|inch(?:es)?)`;
const FEET_INCHES = new RegExp(
  String.raw`^(\d+)\s*${FEET_MARK}\s*(?:(\d+(?:\.\d+)?)\s*${INCH_MARK}?)?$`,
  'i',
);

/**
 * Spec 9: ft is written feet'inches (5'11, 5'11", 5' 11", 6'); also 5ft 11in, and a bare whole number is feet.
 * Returns total inches.
 */
export function parseFeetInches(text: string): Outcome<number> {
  if (text.startsWith('-')) return fail('Score cannot be negative');
  if (/^\d+$/.test(text)) return ok(Number(text) * 12);
  const match = FEET_INCHES.exec(text);
  const feet = match?.[1];
  if (feet === undefined) return fail(`Write feet and inches like 5'11"`);
  const inches = Number(match?.[2] ?? '0');
  if (inches >= 12) return fail('Inches must be less than 12');
  return ok(Number(feet) * 12 + inches);
}

/** Total inches as they are shown and typed back: 86 -> 7'2", 30.5 -> 2'6.5" (hundredths only when there are some). */
export function formatFeetInches(inches: number): string {
  const hundredths = Math.round(inches * 100);
  const feet = Math.floor(hundredths / 1200);
  return `${feet}'${(hundredths - feet * 1200) / 100}"`;
}

const DOT_CLOCK = /^(\d+)\.(\d{2})$/;
/** m:ss with decimals of a second (min/sec, sec); h:mm for hour/min. */
const COLON_CLOCK = { 'min/sec': /^(\d+):(\d{2}(?:\.\d+)?)$/, 'hour/min': /^(\d+):(\d{2})$/ } as const;
/** h:mm:ss, with decimals of a second: the same in every time unit. */
const HOURS_CLOCK = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/;
const CLOCK_WORDS = {
  'min/sec': { big: 'minutes', small: 'Seconds', example: '4:05 or 4.05 for 4 min 5 s', scale: 60 },
  'hour/min': { big: 'hours', small: 'Minutes', example: '3:45 or 3.45 for 3 h 45 min', scale: 3600 },
} as const;

/** h:mm:ss -> seconds, or why not; undefined when the text is not written so. */
function parseHoursClock(text: string): Outcome<number> | undefined {
  const match = HOURS_CLOCK.exec(text);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (minutes >= 60) return fail('Minutes must be less than 60');
  if (seconds >= 60) return fail('Seconds must be less than 60');
  return ok(hours * 3600 + minutes * 60 + seconds);
}

/**
 * Spec 9: min/sec is read as minutes.seconds ('4.05' is 4 min 5 s) and hour/min as hours.minutes.
 * Also accepted: a colon ('4:05', with decimals of a second for min/sec; '3:45' for hour/min), hours, minutes and
 * seconds in either ('1:02:03'), and a whole number of the larger part. One digit after the dot is refused: '4.5'
 * could mean 4:05 or 4:50. Returns seconds.
 */
export function parseClock(text: string, unit: 'min/sec' | 'hour/min'): Outcome<number> {
  const { big, small, example, scale } = CLOCK_WORDS[unit];
  if (text.startsWith('-')) return fail('Score cannot be negative');
  if (/^\d+$/.test(text)) return ok(Number(text) * scale);
  const withHours = parseHoursClock(text);
  if (withHours) return withHours;
  const match = DOT_CLOCK.exec(text) ?? COLON_CLOCK[unit].exec(text);
  const whole = match?.[1];
  const part = match?.[2];
  if (whole === undefined || part === undefined)
    return fail(`Write ${big} and ${small.toLowerCase()}, like ${example}`);
  const partValue = Number(part);
  if (partValue >= 60) return fail(`${small} must be less than 60`);
  return ok(Number(whole) * scale + partValue * (scale / 60));
}

/** sec: a plain number of seconds, or a clock (1:35.2, 1:02:03) as times of a minute or more are shown. */
export function parseSeconds(text: string): Outcome<number> {
  if (!text.includes(':')) return readNumber(text);
  const clock = parseHoursClock(text) ?? parseClock(text, 'min/sec');
  if (clock.ok || !clock.msg.startsWith('Write')) return clock;
  return fail('Write seconds like 95.2, or minutes and seconds like 1:35.2');
}

/**
 * Seconds as a clock, as times are shown and typed back: '7:16', '1:02.35', from an hour '1:02:03' (always so with
 * `withHours`, for hour/min, whose h:mm would read as m:ss). Hundredths only when there are some.
 */
export function formatClock(seconds: number, options: { withHours?: boolean } = {}): string {
  const hundredths = Math.round(seconds * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  const secondsPart = `${String(whole % 60).padStart(2, '0')}${decimals}`;
  if (hours > 0 || options.withHours === true) {
    return `${hours}:${String(minutes).padStart(2, '0')}:${secondsPart}`;
  }
  return `${minutes}:${secondsPart}`;
}

/** Millimetres per length unit, for the tests normalised to mm (ft is parsed into cm before this). */
const MM_PER_UNIT: Partial<Record<TestUnit, number>> = { mm: 1, cm: 10, m: 1000, 'in.': INCH_TO_MM };

/** Spec 9's conversion of a parsed number; clocks and feet are parsed before this. */
function convert(value: number, unit: TestUnit, testKey: string): NormalisedScore {
  const mmPerUnit = INCH_TO_MM_TESTS.includes(testKey) ? MM_PER_UNIT[unit] : undefined;
  if (mmPerUnit !== undefined) return { mfScore: value * mmPerUnit, mfUnit: 'mm' };
  switch (unit) {
    case 'lb':
      return { mfScore: value * LB_TO_KG, mfUnit: 'kg' };
    case 'in.':
      return { mfScore: value * INCH_TO_CM, mfUnit: 'cm' };
    case 'm':
      return { mfScore: value * 100, mfUnit: 'cm' };
    default:
      return { mfScore: value, mfUnit: unit };
  }
}

function parseScore(text: string, unit: TestUnit): Outcome<{ value: number; unit: TestUnit }> {
  if (unit === 'ft') {
    const inches = parseFeetInches(text);
    return inches.ok ? ok({ value: inches.value * INCH_TO_CM, unit: 'cm' }) : inches;
  }
  if (unit === 'min/sec' || unit === 'hour/min') {
    const seconds = parseClock(text, unit);
    return seconds.ok ? ok({ value: seconds.value, unit: 'sec' }) : seconds;
  }
  if (unit === 'sec') {
    const seconds = parseSeconds(text);
    return seconds.ok ? ok({ value: seconds.value, unit }) : seconds;
  }
  const value = readNumber(text);
  return value.ok ? ok({ value: value.value, unit }) : value;
}

/** Zero is a real result only for a count of reps or a flexibility reach that just meets the mark. */
function allowsZero(test: PhysicalTest, unit: TestUnit): boolean {
  return unit === 'reps' || test.category === 'flexibility';
}

function checkUnit(test: PhysicalTest, unit: string): Outcome<TestUnit> {
  if (test.isImageScore) return fail(`${test.name} is scored by its image, not a number`);
  if (!isTestUnit(unit) || !test.units.includes(unit)) {
    return fail(`${test.name} is recorded in ${test.units.join(', ')}, not '${unit}'`);
  }
  return ok(unit);
}

/**
 * Spec 9: a recorded score (as typed) in a unit the test accepts -> the normalised mfScore and mfUnit,
 * rounded to two decimals; or a message saying what is wrong with it.
 */
export function normaliseScore(score: string, unit: string, testKey: string): Outcome<NormalisedScore> {
  const test = findTestByKey(testKey);
  if (test === undefined) return fail(`Unknown test '${testKey}'`);
  const checkedUnit = checkUnit(test, unit.trim());
  if (!checkedUnit.ok) return checkedUnit;
  const text = score.trim();
  if (text === '') return fail('Enter a score');
  if (text.length > SCORE_MAX_LENGTH) return fail('Score is too long');
  const parsed = parseScore(text, checkedUnit.value);
  if (!parsed.ok) return parsed;
  if (parsed.value.value === 0 && !allowsZero(test, checkedUnit.value)) {
    return fail('Score must be more than zero');
  }
  const normal = convert(parsed.value.value, parsed.value.unit, test.key);
  return ok({ mfScore: roundScore(normal.mfScore), mfUnit: normal.mfUnit });
}
