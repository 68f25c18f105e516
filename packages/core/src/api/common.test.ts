// The field builders and the fallback words (issue 7, defect 18): each refusal says what is actually wrong.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, EmailSchema, list, optionalText, text } from './common.ts';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('text()', () => {
  const Name = text('Name', { min: 1, max: 100 });

  it('says which field is missing, and what a wrong type must be', () => {
    expect(messages(Name, undefined)).toEqual(['Name is required']);
    for (const input of [123, null, true, ['Maya'], { name: 'Maya' }]) {
      expect(messages(Name, input), JSON.stringify(input)).toEqual(['Must be text']);
    }
  });

  it('says "too long" for a long value, never "required" (the 5,000-character name)', () => {
    expect(messages(Name, 'x'.repeat(5000))).toEqual(['Must be at most 100 characters']);
    expect(messages(Name, 'x'.repeat(100))).toEqual([]);
  });

  it('counts an empty or blank value as missing, after trimming', () => {
    expect(messages(Name, '')).toEqual(['Name is required']);
    expect(messages(Name, '   ')).toEqual(['Name is required']);
    expect(Name.parse('  Maya  ')).toBe('Maya');
  });

  it('says the minimum when more than one character is needed, and keeps spaces when asked', () => {
    const Password = text('Password', { min: 8, max: 128, trim: false });
    expect(messages(Password, 'short')).toEqual(['Must be at least 8 characters']);
    expect(messages(Password, '')).toEqual(['Must be at least 8 characters']);
    expect(Password.parse('  spaced  ')).toBe('  spaced  ');
  });

  it('gives each string exactly one message, whatever its length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const said = messages(Name, value);
        const trimmed = value.trim();
        if (trimmed.length === 0) expect(said).toEqual(['Name is required']);
        else if (trimmed.length > 100) expect(said).toEqual(['Must be at most 100 characters']);
        else expect(said).toEqual([]);
      }),
    );
  });

  it('makes optional fields that still say what is wrong', () => {
    const Phone = optionalText('Phone', 40);
    expect(messages(Phone, undefined)).toEqual([]);
    expect(messages(Phone, 40)).toEqual(['Must be text']);
    expect(messages(Phone, '1'.repeat(41))).toEqual(['Must be at most 40 characters']);
  });
});

describe('list()', () => {
  const Sports = list('Sports', text('Sport', { min: 1, max: 60 }), 3);

  it('says missing, not a list, too many, and which entry is wrong', () => {
    expect(messages(Sports, undefined)).toEqual(['Sports is required']);
    expect(messages(Sports, 'Football')).toEqual(['Must be a list']);
    expect(messages(Sports, ['a', 'b', 'c', 'd'])).toEqual(['Must have at most 3 entries']);
    const issue = Sports.safeParse(['Football', 7]).error?.issues[0];
    expect(issue).toMatchObject({ path: [1], message: 'Must be text' });
  });
});

describe('EmailSchema', () => {
  it('says missing, not text, too long and not an address apart', () => {
    expect(messages(EmailSchema, undefined)).toEqual(['Email is required']);
    expect(messages(EmailSchema, '')).toEqual(['Email is required']);
    expect(messages(EmailSchema, 123)).toEqual(['Must be text']);
    expect(messages(EmailSchema, `${'a'.repeat(250)}@example.com`)).toEqual([
      'Must be at most 254 characters',
    ]);
    expect(messages(EmailSchema, 'maya@')).toEqual(['Enter a valid email address']);
    expect(EmailSchema.parse(' Maya@Example.COM ')).toBe('maya@example.com');
  });
});

describe('describeIssue: the words of every schema that gave none of its own', () => {
  it('replaces zod’s own sentences for each kind of problem', () => {
    const Plain = z.object({
      count: z.number().int().min(1).max(10),
      flag: z.boolean(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string().max(3)).max(2),
      id: z.uuid(),
      nested: z.strictObject({ x: z.string() }),
    });
    const said = (input: unknown) =>
      Plain.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(said({})).toEqual([
      'count: Required',
      'flag: Required',
      'kind: Required',
      'tags: Required',
      'id: Required',
      'nested: Required',
    ]);
    expect(
      said({
        count: 11,
        flag: 'yes',
        kind: 'c',
        tags: ['abcd'],
        id: 'x',
        nested: { x: 'ok', y: 1 },
      }),
    ).toEqual([
      'count: Must be at most 10',
      'flag: Must be true or false',
      'kind: Must be one of "a", "b"',
      'tags.0: Must be at most 3 characters',
      'id: Must be a valid id',
      'nested: Unknown field: y',
    ]);
    expect(said({ count: 1.5, flag: true, kind: 'a', tags: ['a', 'b', 'c'], id: 'x', nested: [] })).toEqual([
      'count: Must be a whole number',
      'tags: Must have at most 2 entries',
      'id: Must be a valid id',
      'nested: Must be an object',
    ]);
  });

  it('never lets a raw zod sentence through, whatever JSON comes in', () => {
    const Shape = z.object({ a: z.string(), b: z.array(z.number()).optional(), c: z.enum(['x']).optional() });
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        for (const message of messages(Shape, input)) {
          expect(message).not.toMatch(/Invalid input|expected .*, received|Too (big|small)/);
        }
      }),
    );
  });

  it('is a plain function of the issue', () => {
    expect(describeIssue({ code: 'invalid_type', expected: 'string', input: undefined })).toBe('Required');
    expect(describeIssue({ code: 'invalid_type', expected: 'array', input: 1 })).toBe('Must be a list');
    expect(describeIssue({ code: 'too_big', origin: 'number', maximum: 5, inclusive: false, input: 6 })).toBe(
      'Must be less than 5',
    );
    expect(describeIssue({ code: 'custom', input: 1 })).toBe('Is not valid');
  });
});
