// Which new passwords are refused beyond their length (issue 7, defect 9): one found in a list of leaked
// passwords, and one made only of its owner's email or name. Its own package entry (@podium/core/passwords): the
// list is 49,000 words, so the web loads it only when a password form asks, never with the landing page.
import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_LEAKED_MSG = 'This password is too common: it appears in lists of leaked passwords';
export const PASSWORD_PERSONAL_MSG =
  'This password is made of your email or name: choose one others cannot guess';

/** Whose password it is: what it must not be made of. */
export interface PasswordOwner {
  email?: string | undefined;
  name?: string | undefined;
}

const LEAKED = 'passwords-common';
const PERSONAL = 'userInputs';

/** zxcvbn-ts with only the leaked-password list: its matcher sees through case, l33t (p@ssw0rd) and reversal. */
let matcher: ZxcvbnFactory | undefined;
let leaked: ReadonlySet<string> | undefined;

function zxcvbn(): ZxcvbnFactory {
  matcher ??= new ZxcvbnFactory({ dictionary: { [LEAKED]: dictionary[LEAKED] } });
  return matcher;
}

function isListed(password: string): boolean {
  leaked ??= new Set(dictionary[LEAKED].map((word) => word.toLowerCase()));
  return leaked.has(password.toLowerCase());
}

/** Only letters and digits, lower case: how the pieces of a name or email are compared. */
const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The email whole, its local part and that part's pieces; the name whole and its words. Two letters or more. */
export function personalPieces({ email, name }: PasswordOwner): string[] {
  const local = email?.split('@')[0] ?? '';
  const raw = [
    email ?? '',
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    name ?? '',
    ...(name ?? '').split(/\s+/),
  ];
  return [...new Set(raw.map(letters).filter((piece) => piece.length >= 2))];
}

/** True when the password, less its separators, is nothing but those pieces one after another (maya.okafor2 is not). */
function isMadeOf(password: string, pieces: readonly string[]): boolean {
  const target = letters(password);
  if (target.length === 0 || pieces.length === 0) return false;
  // canEnd[i]: the first i characters are whole pieces.
  const canEnd = [true, ...Array.from({ length: target.length }, () => false)];
  for (let end = 1; end <= target.length; end += 1) {
    canEnd[end] = pieces.some(
      (piece) => piece.length <= end && canEnd[end - piece.length] === true && target.endsWith(piece, end),
    );
  }
  return canEnd[target.length] === true;
}

const isSeparator = (match: MatchExtended) => /^[^\p{L}\p{N}]+$/u.test(match.token);

/**
 * Why this new password is refused, or undefined when it may be used. Length is the schema's business
 * (PasswordSchema); this is the rest, the same on the server (which decides) and in the forms (which say it early).
 */
export function passwordIssue(password: string, owner: PasswordOwner = {}): string | undefined {
  const pieces = personalPieces(owner);
  if (isMadeOf(password, pieces)) return PASSWORD_PERSONAL_MSG;
  const { sequence } = zxcvbn().check(password, pieces);
  const words = sequence.filter((match) => !isSeparator(match));
  // A name or email in disguise: every part of the password is one of its pieces, l33t or reversed.
  if (words.length > 0 && words.every((match) => match.dictionaryName === PERSONAL)) {
    return PASSWORD_PERSONAL_MSG;
  }
  const [only] = sequence;
  const isOneLeakedWord = sequence.length === 1 && only?.dictionaryName === LEAKED;
  if (isOneLeakedWord || isListed(password)) return PASSWORD_LEAKED_MSG;
  return undefined;
}
