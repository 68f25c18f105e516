// The group's CSV for an admin's spreadsheet (issue 24): fetched with the session's header (a plain link would carry
// no token) and saved as a file named after the group. The bytes are kept as sent (UTF-8 with a BOM, so Excel reads
// accents), never decoded and encoded again.

import type { ProfileKind } from '@podium/core/api/users';
import { apiAddress } from '../../state/address.ts';
import { apiBaseUrl } from '../../state/api-base-url.ts';
import { messageFrom, serverMessages } from '../../state/messages.ts';

/** A file name from the group's name: letters, digits, spaces and dashes kept, the rest dropped. */
export function csvFileName(groupName: string): string {
  const safe = groupName
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 80);
  return `${safe || 'group'} results.csv`;
}

/** The server's `{ errors: [{ msg }] }` words, or the app's plain fallback. */
async function refusalOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = { status: response.status, data: body };
  return serverMessages(error)[0] ?? messageFrom(error);
}

/** Downloads the CSV; resolves, or throws an Error with the server's message. */
export async function downloadGroupCsv(
  group: { id: string; name: string },
  type: ProfileKind,
  token: string | null,
): Promise<void> {
  const address = `${apiBaseUrl()}${apiAddress('GET /api/groups/:id/csv', { id: group.id })}?type=${type}`;
  const response = await fetch(address, { headers: token ? { 'x-auth-token': token } : {} });
  if (!response.ok) throw new Error(await refusalOf(response));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(group.name);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
