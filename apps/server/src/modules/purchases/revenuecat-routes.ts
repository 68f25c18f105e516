// HTTP for native in-app purchases (issue 25, slice 3; spec 7): the two verify calls, restoring, RevenueCat's webhook,
// and the local store a developer buys in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { tooMany } from '../../http/errors.ts';
import { formatWait, type Limit, type Limiter } from '../../http/limiter.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { currentAccount } from '../auth/authenticate.ts';
import { type RevenueCatDeps, receiveWebhook, restore, verify } from './revenuecat.ts';
import { buyInLocalStore } from './revenuecat-local.ts';
import type { PurchaseDeps } from './service.ts';

const tags = ['purchases'];

/**
 * The verifies and restores one account may ask of RevenueCat in an hour: each is a call on our secret key, which
 * RevenueCat rate-limits for the whole project, so one account looping on Restore must not slow everyone's purchases.
 * A person buys or restores a few times a session; sixty an hour is far past that.
 */
export const STORE_CHECK_LIMIT: Limit = { points: 60, durationSeconds: 60 * 60 };
const security = [{ token: [] }];

export function revenueCatRoutes(
  deps: RevenueCatDeps & PurchaseDeps & { jobs: Pick<Jobs, 'enqueue'>; checks: Limiter },
): FastifyPluginAsyncZod {
  return async (app) => {
    /** Signed in, then counted against the account's store checks (429 past them). */
    const signedIn = {
      onRequest: app.authenticate,
      preHandler: async (request: Parameters<typeof currentAccount>[0]) => {
        const verdict = await deps.checks.take(currentAccount(request).id);
        if (!verdict.allowed) {
          throw tooMany(
            `You have checked your purchases many times in the last hour. Try again in ${formatWait(verdict.retryAfterSeconds)}`,
          );
        }
      },
    };
    // 400 a product not sold in the app, of the other kind, or that RevenueCat does not have for the account; 403 a
    // product for another kind of account; 502 RevenueCat failed (spec 8's payment message).
    const refuses: Array<400 | 401 | 403 | 413 | 415 | 429 | 502> = [400, 401, 403, 413, 415, 429, 502];

    app.route({
      ...endpoint('POST /api/purchases/verify/revenuecat', {
        tags,
        security,
        summary:
          "A one-off bought in the app: granted once per store transaction, as RevenueCat has it (never the app's word)",
        refuses,
      }),
      ...signedIn,
      handler: async (request) => ({
        data: await verify(deps, currentAccount(request), request.body, 'one-off'),
      }),
    });

    app.route({
      ...endpoint('POST /api/subs/verify/revenuecat', {
        tags,
        security,
        summary: "A subscription bought in the app: its plan to its period's end, as RevenueCat has it",
        refuses,
      }),
      ...signedIn,
      handler: async (request) => ({
        data: await verify(deps, currentAccount(request), request.body, 'subscription'),
      }),
    });

    app.route({
      ...endpoint('POST /api/purchases/restore/revenuecat', {
        tags,
        security,
        summary:
          "Restore purchases (the apps): RevenueCat's customer for the account re-read and everything it holds applied; " +
          'the answer names what it holds now',
        // 502 RevenueCat failed (spec 8's payment message).
        refuses: [400, 401, 413, 415, 429, 502],
      }),
      ...signedIn,
      handler: async (request) => ({ data: await restore(deps, currentAccount(request)) }),
    });

    app.route({
      ...endpoint('POST /api/purchases/webhook/revenuecat', {
        tags,
        summary:
          "RevenueCat's webhook: its Authorization checked, each event stored once and applied by a job",
        // 401 a missing or wrong Authorization header; 400 not an event.
        refuses: [400, 401, 413, 415],
      }),
      handler: async (request) => {
        const authorization = request.headers.authorization;
        return receiveWebhook(deps, authorization, request.body);
      },
    });

    app.route({
      ...endpoint('POST /api/purchases/local-store/buy', {
        tags,
        security,
        summary:
          'Development only: a purchase in the local store for the signed-in account, to verify as a real one (404 ' +
          'with RevenueCat configured, and in production)',
        refuses: [400, 401, 404, 413, 415],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        buyInLocalStore(deps.db, deps.revenueCat, currentAccount(request).id, request.body.productKey),
    });
  };
}
