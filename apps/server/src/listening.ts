// The one plain line `npm start` prints beside its JSON logs once it listens: the address a person opens.

/** Addresses that mean "every interface": a browser opens them as localhost. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '::0', '0:0:0:0:0:0:0:0']);

/** Where this machine's browser reaches a server listening on host:port. */
export function localAddress(host: string, port: number): string {
  if (ANY_INTERFACE.has(host)) return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** "Podium is running at …", naming the public address too when one is configured and it differs. */
export function runningLine(host: string, port: number, publicUrl?: string): string {
  const local = localAddress(host, port);
  const isElsewhere = publicUrl !== undefined && publicUrl.replace(/\/$/, '') !== local;
  return `Podium is running at ${local}${isElsewhere ? ` (public address ${publicUrl})` : ''}`;
}
