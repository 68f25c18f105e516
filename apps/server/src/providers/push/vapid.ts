// VAPID keys (RFC 8292) that sign every Web Push: configured, or generated once and kept in DATA_DIR, since a
// browser's subscription is bound to the public key it was made with (new keys would orphan every subscription).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { ConfigError } from '../../config.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const StoredKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

const VAPID_FILE = 'vapid.json';

export interface VapidSettings {
  dataDir: string;
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject?: string | undefined;
  /** The server's public address and mail sender: the subject defaults to one of them. */
  publicUrl: string;
  mailFrom: string;
}

/** The keys to sign with: configured ones, else those in DATA_DIR, else new ones written there. */
export function loadOrCreateVapidKeys(settings: VapidSettings): VapidDetails {
  const subject = settings.subject ?? defaultSubject(settings.publicUrl, settings.mailFrom);
  if (settings.publicKey || settings.privateKey) {
    if (!settings.publicKey || !settings.privateKey)
      throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
    return checked({ subject, publicKey: settings.publicKey, privateKey: settings.privateKey });
  }
  const file = join(settings.dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const stored = StoredKeysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return checked({ subject, ...stored.data });
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return { subject, ...keys };
}

/** web-push's own checks of the keys and subject, run at start-up so a bad value stops it with one line. */
function checked(details: VapidDetails): VapidDetails {
  try {
    webpush.getVapidHeaders(
      'https://push.example',
      details.subject,
      details.publicKey,
      details.privateKey,
      'aes128gcm',
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration: VAPID keys or subject: ${reason}`);
  }
  return details;
}

/** The contact push services may use (RFC 8292 §2.1): our https address, else the mail sender's address. */
function defaultSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return new URL(publicUrl).origin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
