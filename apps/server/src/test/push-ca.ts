// A throwaway certificate for the Web Push tests' local https push service. Node reads NODE_EXTRA_CA_CERTS only
// when a process starts, so vitest.config.ts names the file in the server workers' environment and the global
// setup below makes it before any worker starts: the push sender then trusts it as a browser's push service
// would be trusted, with no test-only switch in the code under test.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One folder per vitest run (its main process), so runs at the same time never share a key. */
export const PUSH_TEST_CA_DIR = join(tmpdir(), `podium-push-ca-${process.pid}`);
export const PUSH_TEST_CERT = join(PUSH_TEST_CA_DIR, 'cert.pem');
export const PUSH_TEST_KEY = join(PUSH_TEST_CA_DIR, 'key.pem');

/** vitest globalSetup: a self-signed P-256 certificate for localhost, valid for a day. */
export default function setup() {
  mkdirSync(PUSH_TEST_CA_DIR, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      PUSH_TEST_KEY,
      '-out',
      PUSH_TEST_CERT,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    ],
    { stdio: 'ignore' },
  );
  return () => rmSync(PUSH_TEST_CA_DIR, { recursive: true, force: true });
}
