// What every answer must be, whatever was sent: never a 5xx, every refusal in the product's error shape, a status
// the operation declares, and no stack trace, file path or database text in any body.
import { declares, type Operation } from './openapi.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Text that only an internal failure puts in a body: stack frames, source paths, the database's own words. */
const LEAKS: Array<[string, RegExp]> = [
  // A newline in a JSON string is the two characters \n.
  ['a stack frame', /(\n|\\n)\s+at .+?[:(]\d+:\d+\)?/],
  ['a stack frame', /\bat (async )?[\w$.<>]+ \((file:\/\/|node:|\/)[^)]*\)/],
  ['a source path', /(\/work\/|\/src\/[\w/.-]+\.ts\b|node_modules\/|file:\/\/\/)/],
  [
    'database text',
    // Quotes inside a JSON string arrive escaped.
    /(syntax error at or near|relation \\?"[^"]*\\?" does not exist|column \\?"[^"]*\\?" (of relation|does not exist)|violates (foreign key|unique|check|not-null) constraint|duplicate key value|invalid input syntax for|SQLSTATE|\bPGlite\b|node-postgres|ECONNREFUSED)/i,
  ],
  ['a framework error code', /"(code|statusCode)"\s*:\s*("FST_|\d)/],
];

/** The product's error body, exactly: { errors: [{ msg }] } with at least one non-empty message. */
function errorShapeProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return 'the body is not an object';
  const keys = Object.keys(parsed);
  if (keys.length !== 1 || !('errors' in parsed))
    return `the body has keys ${keys.join(', ')}, not just errors`;
  const { errors } = parsed;
  if (!Array.isArray(errors) || errors.length === 0) return 'errors is not a non-empty array';
  for (const error of errors) {
    const isMessage =
      error !== null &&
      typeof error === 'object' &&
      Object.keys(error).length === 1 &&
      'msg' in error &&
      typeof error.msg === 'string' &&
      error.msg.trim().length > 0;
    if (!isMessage) return `an error is not { msg } with a message: ${JSON.stringify(error)}`;
  }
  return null;
}

/**
 * Every problem with one answer ([] when it is fine). `routable` is false for a URL malformed on purpose, whose
 * refusal is the router's: its status is then not one the operation declares.
 */
export function answerProblems(operation: Operation, answer: Answer, routable: boolean): string[] {
  const problems: string[] = [];
  const { statusCode, body } = answer;
  if (statusCode >= 500) problems.push(`answered ${statusCode}`);
  if (statusCode >= 400) {
    const shape = errorShapeProblem(body);
    if (shape) problems.push(`a ${statusCode} outside the error shape: ${shape}`);
  }
  if (routable && !declares(operation, statusCode)) {
    problems.push(`answered ${statusCode}, which the operation does not declare`);
  }
  for (const [what, pattern] of LEAKS) {
    const found = pattern.exec(body);
    if (found) problems.push(`the body shows ${what}: ${JSON.stringify(found[0].slice(0, 120))}`);
  }
  return problems;
}

/** Messages that read like a validation library's defaults rather than the product's words (reported, not failed). */
export const RAW_MESSAGE =
  /(^|: )(Invalid input|Too (big|small): expected|Unrecognized key|Invalid option|Expected \w+, received)/;

export function errorMessages(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'errors' in parsed && Array.isArray(parsed.errors)) {
      return parsed.errors.flatMap((error: unknown) =>
        error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string'
          ? [error.msg]
          : [],
      );
    }
  } catch {
    // Not JSON: answerProblems reports it.
  }
  return [];
}
