// Which RevenueCat this process reads customers from (issue 25, slice 3), chosen here only: RevenueCat's REST API with
// REVENUECAT_SECRET_KEY and REVENUECAT_PROJECT_ID; without them the local verifier, except in production, where a
// missing key must not grant purchases: there every verify answers the payment system's message.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { createLocalRevenueCat } from './revenuecat-local.ts';
import { createRevenueCatRest } from './revenuecat-rest.ts';
import { RevenueCatError, type RevenueCatSource } from './revenuecat-source.ts';

export interface RevenueCatSetup {
  revenueCat: RevenueCatSource;
  /** The webhook's expected Authorization header; null: every delivery is refused. */
  webhookAuth: string | null;
}

/** Outside production with no REVENUECAT_WEBHOOK_AUTH: derived from the root secret, so every process shares it. */
export const localRevenueCatWebhookAuth = (rootSecret: string) =>
  `Bearer ${createHmac('sha256', rootSecret).update('local revenuecat webhook').digest('base64url')}`;

const unavailable: RevenueCatSource = {
  name: 'revenuecat-rest',
  customer: async () => {
    throw new RevenueCatError('RevenueCat is not configured');
  },
};

export function selectRevenueCat(
  config: Pick<
    Config,
    | 'REVENUECAT_SECRET_KEY'
    | 'REVENUECAT_PROJECT_ID'
    | 'REVENUECAT_WEBHOOK_AUTH'
    | 'REVENUECAT_API_URL'
    | 'NODE_ENV'
  >,
  db: Queryable,
  rootSecret: string,
): RevenueCatSetup {
  const production = config.NODE_ENV === 'production';
  const webhookAuth =
    config.REVENUECAT_WEBHOOK_AUTH ?? (production ? null : localRevenueCatWebhookAuth(rootSecret));
  if (config.REVENUECAT_SECRET_KEY && config.REVENUECAT_PROJECT_ID) {
    const revenueCat = createRevenueCatRest({
      secretKey: config.REVENUECAT_SECRET_KEY,
      projectId: config.REVENUECAT_PROJECT_ID,
      baseUrl: config.REVENUECAT_API_URL,
      acceptSandbox: !production,
    });
    return { revenueCat, webhookAuth };
  }
  return { revenueCat: production ? unavailable : createLocalRevenueCat(db), webhookAuth };
}
