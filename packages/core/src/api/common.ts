// Shapes shared by every call: the error body of spec 8, the builders every request field is made with, and
// the words every refusal is said in (issue 7, defect 18: each message says what is actually wrong).
import { z } from 'zod';

/**
 * What a refusal says when its schema gave no message of its own: one sentence per kind of problem (missing,
 * wrong type, too long, bad format...), never zod's "Invalid input: expected string, received undefined". The
 * server puts the field's path before it (`formData.name: Required`), a form shows it under the field.
 */
export function describeIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : mustBe(issue.expected);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false);
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Is not in the expected format';
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      if (issue.input === undefined) return 'Required';
      return issue.values.length === 1
        ? `Must be ${JSON.stringify(issue.values[0])}`
        : `Must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_union':
      return 'Is not in any of the accepted forms';
    case 'invalid_key':
      return 'Has a name that is not accepted';
    case 'invalid_element':
      return 'Has an entry that is not accepted';
    default:
      return 'Is not valid';
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  date: 'a date',
  file: 'a file',
  null: 'null',
};

function mustBe(expected: string): string {
  const name = TYPE_NAMES[expected];
  return name ? `Must be ${name}` : 'Is not valid';
}

function tooBig(origin: string, maximum: number, inclusive: boolean): string {
  if (origin === 'string') return `Must be at most ${maximum} characters`;
  if (origin === 'array' || origin === 'set') return `Must have at most ${maximum} entries`;
  if (origin === 'file') return `Must be at most ${maximum} bytes`;
  return inclusive ? `Must be at most ${maximum}` : `Must be less than ${maximum}`;
}

function tooSmall(origin: string, minimum: number, inclusive: boolean): string {
  if (origin === 'string')
    return minimum <= 1 ? 'Must not be empty' : `Must be at least ${minimum} characters`;
  if (origin === 'array' || origin === 'set') return `Must have at least ${minimum} entries`;
  if (origin === 'file') return 'Must not be empty';
  return inclusive ? `Must be at least ${minimum}` : `Must be more than ${minimum}`;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address',
  url: 'Must be a web address',
  uuid: 'Must be a valid id',
  guid: 'Must be a valid id',
  regex: 'Is not in the expected format',
  datetime: 'Must be a date and time (ISO 8601)',
  date: 'Enter a date as YYYY-MM-DD',
};

// One place, for every schema in the process (server and web share this module): the words above replace zod's.
z.config({ customError: describeIssue });

/** The message of a field that must be there: missing, or emptied, it says which field. */
const requiredMessage = (label: string) => `${label} is required`;

/** Missing says which field; anything else of the wrong type says what it must be (defect 18). */
export function typeError(label: string, expected: string) {
  return (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? requiredMessage(label) : mustBe(expected);
}

export interface TextLimits {
  /** Fewest characters; 1 means "not empty", said as "<label> is required". */
  min?: number;
  max: number;
  /** Passwords keep their spaces; everything else is trimmed before it is measured. */
  trim?: boolean;
}

/**
 * A text field whose every refusal says what is wrong: `Name is required` (missing or empty), `Must be text`,
 * `Must be at least 8 characters`, `Must be at most 100 characters`. Every request string is made with it, so
 * none is unbounded.
 */
export function text(label: string, { min = 0, max, trim = true }: TextLimits) {
  const base = z.string({ error: typeError(label, 'string') });
  const measured = trim ? base.trim() : base;
  // Aborting: what a caller checks next (a date, an address) is not worth saying about text of the wrong length.
  const long = measured.max(max, { message: `Must be at most ${max} characters`, abort: true });
  if (min <= 0) return long;
  const short = min === 1 ? requiredMessage(label) : `Must be at least ${min} characters`;
  return long.min(min, { message: short, abort: true });
}

/**
 * What a client sends for a field it has no value for (issue 22, item 11): blank text, an empty object, an empty
 * list. A form sends its empty fields; a registration with no link sends `registerLink: ""`.
 */
export function isEmptyValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0;
}

/** An empty value as left out: the preprocess of every optional request field. */
export const emptyAsAbsent = (value: unknown) => (isEmptyValue(value) ? undefined : value);

/**
 * A request field that may be left out: sent empty ("", {}, []), it is left out too (design choices, issue 22).
 * Every optional request field is made with it, or with `clearable` where empty means "clear it".
 */
export function optional<Field extends z.ZodType>(field: Field) {
  return z.preprocess<unknown, z.ZodOptional<Field>, z.input<Field> | undefined>(
    emptyAsAbsent,
    field.optional(),
  );
}

/** The optional fields whose empty value is kept, because it clears what is stored (an edit's emptied bio). */
export const clearableFields = z.registry<{ clears: string }>();

/**
 * An optional field of an edit, where left out keeps what is stored and empty ("" for text, [] for a list) clears
 * it: the one exception to `optional`, named in `clearableFields` so that the request-schema test knows it. An
 * empty value of another type ("" for a list) is left out, as `optional` has it.
 */
export function clearable<Field extends z.ZodType>(field: Field, clears: string) {
  const kept = z.preprocess<unknown, z.ZodOptional<Field>, z.input<Field> | undefined>(
    (value) => (isEmptyValue(value) && !field.safeParse(value).success ? undefined : value),
    field.optional(),
  );
  clearableFields.add(kept, { clears });
  return kept;
}

/** A text field that may be left out; sent empty, it is left out. */
export const optionalText = (label: string, max: number) => optional(text(label, { max }));

/** A text field of an edit: left out keeps the stored text, empty ("") clears it. */
export const clearableText = (label: string, max: number) =>
  clearable(text(label, { max }), `${label}: empty clears it`);

/** A list of at most `max` entries, each checked by `item`. */
export function list<Item extends z.ZodType>(label: string, item: Item, max: number) {
  const message = `Must have at most ${max} entries`;
  // Built by hand for `when`: zod measures any input with a length, so text sent in place of the list would
  // also be "too many" (.max() takes no `when`).
  const atMost = new z.core.$ZodCheckMaxLength({
    check: 'max_length',
    maximum: max,
    error: () => message,
    when: (payload) => Array.isArray(payload.value),
  });
  return z.array(item, { error: typeError(label, 'array') }).check(atMost);
}

/** Every refusal: a 4xx status with one msg per problem (account spec 5 and 8). */
export const ErrorBodySchema = z
  .object({ errors: z.array(z.object({ msg: z.string() })).min(1) })
  .describe('A 4xx answer: one msg per problem');
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A plain acknowledgement with a human message. */
export const MessageSchema = z.object({ msg: z.string() });
export type Message = z.infer<typeof MessageSchema>;

export const IdSchema = z.uuid({ message: 'Must be a valid id' });

/** The three kinds of profile. Here, not in users.ts, so a schema naming a kind does not load the account's schemas. */
export const ProfileKindSchema = z.enum(['athlete', 'coach', 'org']);
export type ProfileKind = z.infer<typeof ProfileKindSchema>;

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const EmailSchema = text('Email', { min: 1, max: EMAIL_MAX_LENGTH })
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }));
