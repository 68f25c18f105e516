// What a registration carries besides the account (account spec 3): the link it came through, who invited, the
// subscriptions chosen and the organisation's details. Each is a closed shape with bounded text (issue 7,
// defect 1): a free-form value nested 4,000 levels deep once reached the server's serialiser.
import { z } from 'zod';
import { SUBSCRIPTION_PRODUCTS } from '../constants.ts';
import { EMAIL_MAX_LENGTH, list, optional, optionalText, text } from './common.ts';
import { sportName } from './sport-name.ts';

/** Ids as other systems write them (a uuid, a provider's subscription id): bounded, never structured. */
const ID_MAX_LENGTH = 100;
const linkId = (label: string) => text(label, { min: 1, max: ID_MAX_LENGTH });
/** The {email} segment of a link: kept as written, as it only says who was invited; the account's email is checked. */
const linkEmail = text('Email', { min: 1, max: EMAIL_MAX_LENGTH });
/** The {admin} segment of a link, as the link writes it. */
const LinkAdminSchema = z.enum(['true', 'false'], { message: 'Must be "true" or "false"' });

/** The registration link the account was created from (spec 2's /register... routes), recorded with the account. */
export const RegisterLinkSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('promo').describe('/register/promo/{code}'),
        code: text('Promo code', { min: 1, max: 64 }),
      }),
      z.strictObject({
        type: z.literal('group').describe('/register-group-link/{email}/{admin}/{groupId}?code={code}'),
        email: linkEmail,
        admin: LinkAdminSchema,
        groupId: linkId('Group id'),
        code: optionalText('Invitation code', 64).describe(
          'The secret of the mailed link (?code=): without the right one the account is made and joins nothing',
        ),
      }),
      z.strictObject({
        type: z.literal('subscription').describe('/register-link/{sub}/{email}/{admin}[/sub-added]'),
        sub: linkId('Subscription id'),
        email: linkEmail,
        admin: LinkAdminSchema,
      }),
    ],
    { message: 'type must be promo, group or subscription' },
  )
  .describe('The registration link followed, with its path segments');
export type RegisterLink = z.infer<typeof RegisterLinkSchema>;

/** Who invited the new user (a group invitation names the group). */
export const InviterDetailsSchema = z
  .strictObject({
    groupId: optional(linkId('Group id')),
    userId: optional(linkId('User id')),
    name: optionalText('Name', 100),
    profileType: optional(z.enum(['athlete', 'coach', 'org'])),
  })
  .describe('Who invited the new user: the group, the inviting user and their profile kind');
export type InviterDetails = z.infer<typeof InviterDetailsSchema>;

/** Subscription products the new user chose (account spec 9's product names), each at most once. */
export const SubscriptionsSchema = list(
  'Subscriptions',
  z.enum(SUBSCRIPTION_PRODUCTS, { message: `Must be one of ${SUBSCRIPTION_PRODUCTS.join(', ')}` }),
  SUBSCRIPTION_PRODUCTS.length,
)
  .refine((products) => new Set(products).size === products.length, 'Name each subscription once')
  .describe('Subscription products chosen at sign-up');

/** What an organisation admin says about the organisation at sign-up (profile fields are "not shown"). */
export const OrgDetailsSchema = z
  .strictObject({
    sport: optional(sportName('Sport', { max: 60 })),
    about: optionalText('About', 1000),
    website: optional(
      text('Website', { min: 1, max: 2048 }).pipe(
        z.url({ protocol: /^https?$/, message: 'Must be an http(s) web address' }),
      ),
    ),
    email: optional(
      text('Email', { min: 1, max: EMAIL_MAX_LENGTH })
        .toLowerCase()
        .pipe(z.email({ message: 'Enter a valid email address' })),
    ),
    phone: optionalText('Phone', 40),
    country: optionalText('Country', 80),
    state: optionalText('State', 80),
    city: optionalText('City', 80),
  })
  .describe('The organisation an organisation admin creates at sign-up');
export type OrgDetails = z.infer<typeof OrgDetailsSchema>;
