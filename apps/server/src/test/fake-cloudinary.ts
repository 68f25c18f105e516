// Cloudinary's side of the calls the media provider makes, answered in memory: server-side uploads, describing one
// file and deleting by public id or prefix (Admin API). Files a client uploads directly are put in with `upload`.
import { randomBytes } from 'node:crypto';

interface HeldFile {
  public_id: string;
  resource_type: 'image' | 'video';
  format: string;
  bytes: number;
}

export interface FakeCloudinary {
  /** The fetch the provider is given. */
  fetch: typeof fetch;
  /** What a browser's direct upload with a signature would leave at Cloudinary. */
  upload(file: HeldFile): void;
  has(publicId: string): boolean;
  /** Every call made, as "METHOD path", in order. */
  calls: string[];
}

export function createFakeCloudinary(cloudName = 'demo'): FakeCloudinary {
  const files = new Map<string, HeldFile>();
  const calls: string[] = [];
  const answer = (file: HeldFile) =>
    Response.json({
      ...file,
      secure_url: `https://res.cloudinary.com/${cloudName}/${file.resource_type}/upload/v1/${file.public_id}.${file.format}`,
    });

  const fetchFake: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    const prefix = `/v1_1/${cloudName}/`;
    if (!url.pathname.startsWith(prefix))
      return Response.json({ error: { message: 'No such cloud' } }, { status: 404 });
    const rest = url.pathname.slice(prefix.length);
    if (method === 'POST' && rest === 'auto/upload') {
      const form = init?.body;
      if (!(form instanceof FormData))
        return Response.json({ error: { message: 'No form' } }, { status: 400 });
      const file = form.get('file');
      const folder = form.get('folder');
      if (!(file instanceof Blob) || typeof folder !== 'string') {
        return Response.json({ error: { message: 'Missing file or folder' } }, { status: 400 });
      }
      const held: HeldFile = {
        public_id: `${folder}/${randomBytes(10).toString('hex')}`,
        resource_type: file.type.startsWith('video/') ? 'video' : 'image',
        format: file.type.split('/')[1] ?? 'bin',
        bytes: file.size,
      };
      files.set(held.public_id, held);
      return answer(held);
    }
    const match = /^resources\/(image|video|raw)\/upload(?:\/(.+))?$/.exec(rest);
    if (!match) return Response.json({ error: { message: 'Unknown call' } }, { status: 404 });
    const [, resourceType, publicId] = match;
    if (method === 'GET' && publicId) {
      const held = files.get(decodeURIComponent(publicId));
      if (!held || held.resource_type !== resourceType) {
        return Response.json({ error: { message: 'Resource not found' } }, { status: 404 });
      }
      return answer(held);
    }
    if (method === 'DELETE') {
      const named = url.searchParams.getAll('public_ids[]');
      const byPrefix = url.searchParams.get('prefix');
      const deleted: Record<string, string> = {};
      for (const id of [...files.keys()]) {
        const held = files.get(id);
        const isNamed = named.includes(id) || (byPrefix !== null && id.startsWith(byPrefix));
        if (held?.resource_type === resourceType && isNamed) {
          files.delete(id);
          deleted[id] = 'deleted';
        }
      }
      for (const id of named) deleted[id] ??= 'not_found';
      return Response.json({ deleted, partial: false });
    }
    return Response.json({ error: { message: 'Unknown call' } }, { status: 404 });
  };

  return {
    fetch: fetchFake,
    upload: (file) => files.set(file.public_id, file),
    has: (publicId) => files.has(publicId),
    calls,
  };
}
