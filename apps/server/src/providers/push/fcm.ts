// Firebase Cloud Messaging for the native apps' device tokens, through its HTTP v1 API
// (POST /v1/projects/{id}/messages:send) with an OAuth2 access token that google-auth-library's JWT client
// gets for the service account. Used only when FCM_SERVICE_ACCOUNT is configured.
import { existsSync, readFileSync } from 'node:fs';
import { JWT } from 'google-auth-library';
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import type { PushPayload, PushResult } from './push-result.ts';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Where google-auth-library always asks for tokens, whatever the service account's token_uri says. */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const DEADLINE_MS = 15_000;

const ServiceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().optional(),
});
export type ServiceAccount = z.infer<typeof ServiceAccountSchema>;

/** FCM_SERVICE_ACCOUNT is the service account's JSON, or the path of its file. */
export function readServiceAccount(value: string): ServiceAccount {
  const trimmed = value.trim();
  let json: unknown;
  try {
    if (trimmed.startsWith('{')) json = JSON.parse(trimmed);
    else if (existsSync(trimmed)) json = JSON.parse(readFileSync(trimmed, 'utf8'));
    else throw new Error('no such file');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration: FCM_SERVICE_ACCOUNT must be a service account JSON or its file (${reason})`,
    );
  }
  const parsed = ServiceAccountSchema.safeParse(json);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'its content';
    throw new ConfigError(`Invalid configuration: FCM_SERVICE_ACCOUNT lacks a valid ${field}`);
  }
  return parsed.data;
}

export interface FcmSender {
  send(token: string, payload: PushPayload): Promise<PushResult>;
}

export function createFcmSender(account: ServiceAccount, baseUrl: string): FcmSender {
  const client = new JWT({ email: account.client_email, key: account.private_key, scopes: [FCM_SCOPE] });
  const tokenUri = account.token_uri;
  if (tokenUri && tokenUri !== GOOGLE_TOKEN_URL) {
    // google-auth-library has the token address built in; a service account naming another (a private Google
    // endpoint, or a test's fake) is honoured by sending the token request there.
    client.transporter.interceptors.request.add({
      resolved: async (request) => {
        if (request.url.href === GOOGLE_TOKEN_URL) request.url = new URL(tokenUri);
        return request;
      },
    });
  }
  const sendUrl = new URL(`/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, baseUrl);

  return {
    async send(token, payload) {
      try {
        const { token: accessToken } = await client.getAccessToken();
        if (!accessToken) return { kind: 'retry', reason: 'no access token from the token endpoint' };
        const response = await fetch(sendUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: buildMessage(token, payload) }),
          signal: AbortSignal.timeout(DEADLINE_MS),
        });
        if (response.ok) return { kind: 'accepted' };
        return classify(response.status, await response.text());
      } catch (error) {
        return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** An HTTP v1 message: the notification shown by the system, and the data the app reads (strings only). */
function buildMessage(token: string, payload: PushPayload) {
  const data: Record<string, string> = {
    notificationId: payload.data.notificationId,
    type: payload.data.type,
    profileId: payload.data.profileId,
    profileType: payload.data.profileType,
    ...(payload.data.videoUrl ? { videoUrl: payload.data.videoUrl } : {}),
  };
  return {
    token,
    notification: {
      title: payload.title,
      body: payload.body,
      ...(payload.image ? { image: payload.image } : {}),
    },
    data,
  };
}

const FcmErrorSchema = z.object({
  error: z.object({
    status: z.string().optional(),
    details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional(),
  }),
});

/** FCM's error codes (HTTP v1 ErrorCode): UNREGISTERED and SENDER_ID_MISMATCH mean the token is not ours to use. */
function classify(status: number, body: string): PushResult {
  const reason = `FCM answered ${status}`;
  const codes = errorCodes(body);
  if (status === 404 || codes.includes('UNREGISTERED') || codes.includes('SENDER_ID_MISMATCH'))
    return { kind: 'gone', reason: `${reason} ${codes.join(' ')}`.trim() };
  // 401: our access token expired between asking and sending; 429 quota; 5xx FCM itself.
  if (status === 401 || status === 429 || status >= 500) return { kind: 'retry', reason };
  return { kind: 'refused', reason: `${reason} ${codes.join(' ')}`.trim() };
}

function errorCodes(body: string): string[] {
  try {
    const parsed = FcmErrorSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return [];
    const { status, details = [] } = parsed.data.error;
    return [
      ...details.flatMap((detail) => (detail.errorCode ? [detail.errorCode] : [])),
      ...(status ? [status] : []),
    ];
  } catch {
    return [];
  }
}
