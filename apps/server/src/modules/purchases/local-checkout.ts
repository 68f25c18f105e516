// The local checkout's page (issue 25): served by our server when no Stripe keys are set, it shows the product and its
// amount with Pay and Cancel (no card fields). Pay completes the session in the local store and posts a
// checkout.session.completed event, signed as Stripe signs (the library's test-header helper, with the local webhook
// secret), to our own webhook endpoint, so the signature check, the stored event, its job and the entitlement are the
// path Stripe's events take. Cancel is a link to the session's cancel address.
import { randomBytes } from 'node:crypto';
import { CHECKOUT_SESSION_PLACEHOLDER, PLANS, type ProductKey, ProductKeySchema } from '@podium/core/api';
import Stripe from 'stripe';
import type { Db } from '../../db/connection.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { completeLocalSession, findLocalSession, isExpired, type LocalSessionRow } from './local-provider.ts';

export const NO_SESSION = 'There is no such checkout session';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

const nameOf = (key: string) => {
  const productKey: ProductKey | undefined = ProductKeySchema.safeParse(key).data;
  return productKey ? PLANS[productKey].name : key;
};

function page(title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head}
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
button,a.button{display:inline-block;font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:.4rem}
button{background:#07703a;color:#fff;border:0}a.button{color:#111;border:1px solid #888;text-decoration:none}
.note{color:#555;font-size:.9rem}</style></head>
<body><main>${body}</main></body></html>`;
}

async function openSession(db: Db, id: string): Promise<LocalSessionRow> {
  const session = await findLocalSession(db, id);
  if (!session) throw notFound(NO_SESSION);
  return session;
}

export async function checkoutPage(db: Db, id: string): Promise<string> {
  const session = await openSession(db, id);
  if (session.status !== 'open' || isExpired(session)) {
    throw conflict('This checkout session is already paid or has expired');
  }
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: session.currency }).format(
    session.amount / 100,
  );
  const name = session.line_name ?? nameOf(session.product_key);
  const per =
    session.mode === 'subscription' ? (session.product_key.endsWith('monthly') ? ' a month' : ' a year') : '';
  return page(
    `Checkout: ${name}`,
    `<h1>${escapeHtml(name)}</h1>
<p><strong>${escapeHtml(amount)}</strong>${per}</p>
<p class="note">This is Podium's local checkout: no card is asked for and nothing is charged.</p>
<form method="post" action="/api/subs/local-checkout/${encodeURIComponent(session.id)}/pay">
<button type="submit">Pay</button><a class="button" href="${escapeHtml(session.cancel_url)}">Cancel</a>
</form>`,
  );
}

/** How the pay step reaches our webhook endpoint: through the app itself (HTTP handled in-process). */
export type PostWebhook = (payload: string, signature: string) => Promise<number>;

export async function pay(
  deps: { db: Db; webhookSecret: string; postWebhook: PostWebhook },
  id: string,
): Promise<string> {
  const session = await openSession(deps.db, id);
  if (isExpired(session)) throw conflict('This checkout session has expired');
  // Paying twice (a second click) completes nothing more, and tells the webhook again: it applies once.
  if (session.status === 'open') await completeLocalSession(deps.db, session);
  const event = {
    id: `evt_local_${randomBytes(16).toString('base64url')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: session.id, object: 'checkout.session' } },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
  const status = await deps.postWebhook(payload, signature);
  if (status !== 200) throw new HttpError(502, ['The local webhook refused the payment']);
  const next = session.success_url.replaceAll(CHECKOUT_SESSION_PLACEHOLDER, encodeURIComponent(session.id));
  return page(
    'Payment received',
    `<h1>Payment received</h1><p><a href="${escapeHtml(next)}">Continue</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(next)}">`,
  );
}
