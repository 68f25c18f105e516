// Removing a deleted account's files from Cloudinary: the Admin API calls made, followed to the end, without a network.
import { describe, expect, it } from 'vitest';
import { buildDeleteByPrefixRequest, createCloudinaryProvider, ownerPrefixes } from './cloudinary.ts';
import { MediaProviderError } from './provider.ts';

const credentials = { apiKey: '1234', apiSecret: 'abcd', cloudName: 'demo' };
const userId = '5896234b-7fd0-4337-8815-658998a257d4';

interface Sent {
  url: URL;
  method: string | undefined;
  authorization: string | null;
}

function recordingFetch(answer: (url: URL, call: number) => Response) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    sent.push({ url, method: init?.method, authorization: new Headers(init?.headers).get('authorization') });
    return answer(url, sent.length);
  };
  return { sent, fetch };
}

describe('Cloudinary deleteOwnerMedia', () => {
  it('deletes by prefix every folder of the user, with basic auth, one resource type a call', async () => {
    const { sent, fetch } = recordingFetch(() => Response.json({ deleted: {}, partial: false }));
    await createCloudinaryProvider({ credentials, fetch }).deleteOwnerMedia(userId);

    expect(sent.every((call) => call.method === 'DELETE')).toBe(true);
    expect(new Set(sent.map((call) => call.authorization))).toEqual(
      new Set([`Basic ${Buffer.from('1234:abcd').toString('base64')}`]),
    );
    const calls = sent.map((call) => `${call.url.pathname} ${call.url.searchParams.get('prefix')}`);
    expect(calls).toContain(`/v1_1/demo/resources/video/upload highlights/${userId}/`);
    expect(calls).toContain(`/v1_1/demo/resources/image/upload highlights/${userId}/`);
    expect(calls).toContain(`/v1_1/demo/resources/image/upload documents/${userId}/`);
    expect(calls).toContain(`/v1_1/demo/resources/image/upload overlays/${userId}/`);
    // Folders that hold only images are not asked about videos.
    expect(calls).not.toContain(`/v1_1/demo/resources/video/upload overlays/${userId}/`);
    expect(calls).toHaveLength(ownerPrefixes(userId).length);
    for (const folder of ['tests', 'highlights', 'groups', 'profiles', 'documents', 'overlays', 'images']) {
      expect(calls.some((call) => call.endsWith(` ${folder}/${userId}/`))).toBe(true);
    }
  });

  it('goes on with next_cursor while Cloudinary answers partial', async () => {
    const { sent, fetch } = recordingFetch((url) => {
      const isFirstVideoRound =
        url.pathname.endsWith('/video/upload') &&
        url.searchParams.get('prefix') === `tests/${userId}/` &&
        !url.searchParams.has('next_cursor');
      return Response.json(isFirstVideoRound ? { partial: true, next_cursor: 'page-2' } : { partial: false });
    });
    await createCloudinaryProvider({ credentials, fetch }).deleteOwnerMedia(userId);
    const rounds = sent.filter(
      (call) =>
        call.url.pathname.endsWith('/video/upload') &&
        call.url.searchParams.get('prefix') === `tests/${userId}/`,
    );
    expect(rounds.map((call) => call.url.searchParams.get('next_cursor'))).toEqual([null, 'page-2']);
  });

  it('tries every folder even when one fails, then reports what was kept', async () => {
    const { sent, fetch } = recordingFetch((_url, call) =>
      call === 1
        ? Response.json({ error: { message: 'Rate Limit Exceeded' } }, { status: 420 })
        : Response.json({ partial: false }),
    );
    const failure = createCloudinaryProvider({ credentials, fetch }).deleteOwnerMedia(userId);
    await expect(failure).rejects.toBeInstanceOf(MediaProviderError);
    await expect(failure).rejects.toThrow(/Rate Limit Exceeded/);
    expect(sent).toHaveLength(ownerPrefixes(userId).length);
  });

  it('refuses anything but a user id, so no prefix can reach other files', async () => {
    const { sent, fetch } = recordingFetch(() => Response.json({ partial: false }));
    const provider = createCloudinaryProvider({ credentials, fetch });
    await expect(provider.deleteOwnerMedia('')).rejects.toBeInstanceOf(MediaProviderError);
    await expect(provider.deleteOwnerMedia('../')).rejects.toBeInstanceOf(MediaProviderError);
    expect(sent).toEqual([]);
  });

  it('builds the documented Admin API request', () => {
    const { url, init } = buildDeleteByPrefixRequest(credentials, 'image', `images/${userId}/`, 'abc');
    expect(url).toBe(
      `https://api.cloudinary.com/v1_1/demo/resources/image/upload?prefix=images%2F${userId}%2F&next_cursor=abc`,
    );
    expect(init.method).toBe('DELETE');
  });
});
