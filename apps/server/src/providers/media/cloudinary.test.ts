// Cloudinary's signature against its documented example, and the adapter's requests built and answered without a network.
import { describe, expect, it } from 'vitest';
import {
  buildUploadRequest,
  createCloudinaryProvider,
  parseCloudinaryUrl,
  privateDownloadUrl,
} from './cloudinary.ts';
import { MediaProviderError, type StoreInput } from './provider.ts';
import { isSignatureValid, signParams, stringToSign } from './signature.ts';

const credentials = { apiKey: '1234', apiSecret: 'abcd', cloudName: 'demo' };
const png: StoreInput = {
  folder: 'overlays/5896234b-7fd0-4337-8815-658998a257d4',
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  type: { mime: 'image/png', ext: 'png', resourceType: 'image' },
};

describe('signature', () => {
  it('matches the example of Cloudinary’s "Generating authentication signatures" page', () => {
    const params = {
      timestamp: 1315060510,
      public_id: 'sample_image',
      eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
    };
    expect(stringToSign(params, 'abcd')).toBe(
      'eager=w_400,h_300,c_pad|w_260,h_200,c_crop&public_id=sample_image&timestamp=1315060510abcd',
    );
    expect(signParams(params, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('leaves out file, api_key, cloud_name, resource_type and empty values, as Cloudinary does', () => {
    const bare = signParams({ folder: 'tests/u', timestamp: 1 }, 's');
    expect(
      signParams(
        {
          folder: 'tests/u',
          timestamp: 1,
          file: 'x',
          api_key: 'k',
          cloud_name: 'c',
          resource_type: 'video',
          upload_preset: '',
        },
        's',
      ),
    ).toBe(bare);
  });

  it('checks a signature, refusing one for other params', () => {
    const params = { folder: 'tests/u', timestamp: 1, upload_preset: 'p' };
    const signature = signParams(params, 's');
    expect(isSignatureValid(params, signature, 's')).toBe(true);
    expect(isSignatureValid({ ...params, folder: 'tests/v' }, signature, 's')).toBe(false);
    expect(isSignatureValid(params, signature.slice(1), 's')).toBe(false);
  });
});

describe('CLOUDINARY_URL', () => {
  it('reads key, secret and cloud', () => {
    expect(parseCloudinaryUrl('cloudinary://1234:abcd@demo')).toEqual(credentials);
  });

  it('refuses anything else', () => {
    expect(() => parseCloudinaryUrl('https://1234:abcd@demo')).toThrow('cloudinary://');
  });
});

describe('server-side upload', () => {
  it('builds the signed form Cloudinary expects', () => {
    const { url, form } = buildUploadRequest({ credentials, uploadPreset: 'signed' }, png, 1700000000);
    expect(url).toBe('https://api.cloudinary.com/v1_1/demo/auto/upload');
    expect(form.get('api_key')).toBe('1234');
    expect(form.get('timestamp')).toBe('1700000000');
    expect(form.get('folder')).toBe(png.folder);
    expect(form.get('upload_preset')).toBe('signed');
    expect(form.get('signature')).toBe(
      signParams({ folder: png.folder, timestamp: 1700000000, upload_preset: 'signed' }, 'abcd'),
    );
    const file = form.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(file instanceof Blob && file.type).toBe('image/png');
  });

  it('sends no upload_preset when none is configured, and does not sign one', () => {
    const { form } = buildUploadRequest({ credentials }, png, 1700000000);
    expect(form.has('upload_preset')).toBe(false);
    expect(form.get('signature')).toBe(signParams({ folder: png.folder, timestamp: 1700000000 }, 'abcd'));
  });

  it('posts it and answers Cloudinary’s fields', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    const provider = createCloudinaryProvider({
      credentials,
      fetch: async (url, init) => {
        sent.push({ url: String(url), body: init?.body });
        return Response.json({
          public_id: `${png.folder}/abc`,
          secure_url: `https://res.cloudinary.com/demo/image/upload/v1/${png.folder}/abc.png`,
          resource_type: 'image',
          format: 'png',
          bytes: 4,
          width: 1,
          height: 1,
          version: 1,
        });
      },
    });
    const asset = await provider.storeBytes(png);
    expect(sent[0]?.url).toBe('https://api.cloudinary.com/v1_1/demo/auto/upload');
    expect(sent[0]?.body).toBeInstanceOf(FormData);
    expect(asset).toEqual({
      public_id: `${png.folder}/abc`,
      secure_url: `https://res.cloudinary.com/demo/image/upload/v1/${png.folder}/abc.png`,
      resource_type: 'image',
      format: 'png',
      bytes: 4,
      width: 1,
      height: 1,
    });
  });

  it('turns a refusal into a provider error carrying Cloudinary’s message', async () => {
    const provider = createCloudinaryProvider({
      credentials,
      fetch: async () => Response.json({ error: { message: 'Invalid Signature' } }, { status: 401 }),
    });
    const failure = provider.storeBytes(png);
    await expect(failure).rejects.toBeInstanceOf(MediaProviderError);
    await expect(failure).rejects.toThrow('Cloudinary refused the upload (401): Invalid Signature');
  });
});

describe('private files (a group’s documents)', () => {
  const doc = {
    public_id: 'vault/5896234b-7fd0-4337-8815-658998a257d4/abc',
    resource_type: 'image',
    format: 'pdf',
  } as const;

  it('are uploaded as type authenticated, signed with it', () => {
    const { form } = buildUploadRequest(
      { credentials },
      { ...png, folder: 'vault/5896234b-7fd0-4337-8815-658998a257d4' },
      1700000000,
    );
    expect(form.get('type')).toBe('authenticated');
    expect(form.get('signature')).toBe(
      signParams(
        {
          folder: 'vault/5896234b-7fd0-4337-8815-658998a257d4',
          timestamp: 1700000000,
          type: 'authenticated',
        },
        'abcd',
      ),
    );
    expect(buildUploadRequest({ credentials }, png, 1700000000).form.has('type')).toBe(false);
  });

  it('are reached by the official library’s signed download link, which expires', () => {
    const url = new URL(privateDownloadUrl(credentials, doc, 1700000300));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.cloudinary.com/v1_1/demo/image/download');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      public_id: doc.public_id,
      format: 'pdf',
      type: 'authenticated',
      expires_at: '1700000300',
      api_key: '1234',
    });
    const { signature, api_key: _key, ...signed } = params;
    expect(signature).toBe(signParams(signed, 'abcd'));
  });

  it('are removed and read as authenticated files', async () => {
    const calls: string[] = [];
    const provider = createCloudinaryProvider({
      credentials,
      fetch: async (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`);
        return init?.method === 'DELETE'
          ? Response.json({ deleted: {} })
          : new Response(new Uint8Array([37, 80, 68, 70]));
      },
    });
    await provider.deleteFile(doc);
    expect(await provider.readBytes(doc, 100)).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(await provider.readBytes(doc, 3)).toBeNull();
    expect(calls).toEqual([
      'DELETE /v1_1/demo/resources/image/authenticated',
      'GET /v1_1/demo/image/download',
      'GET /v1_1/demo/image/download',
    ]);
  });
});
