// Shapes shared by every call: the error body of spec 8 and small building blocks.
import { z } from 'zod';

/** Every refusal: a 4xx status with one msg per problem (account spec 5 and 8). */
export const ErrorBodySchema = z
  .object({ errors: z.array(z.object({ msg: z.string() })).min(1) })
  .describe('A 4xx answer: one msg per problem');
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A plain acknowledgement with a human message. */
export const MessageSchema = z.object({ msg: z.string() });
export type Message = z.infer<typeof MessageSchema>;

export const IdSchema = z.uuid({ message: 'Must be a valid id' });

export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }).max(254, 'Email is too long'));
