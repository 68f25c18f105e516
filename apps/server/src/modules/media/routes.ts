// HTTP for uploads (profiles spec 7 "Uploads", account spec 7): signing, data URL images, and the local provider's endpoints.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ByteGate, createByteGate } from '../../http/byte-gate.ts';
import { endpoint } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { MediaProviderError } from '../../providers/media/provider.ts';
import { currentAccount, currentSessionId } from '../auth/authenticate.ts';
import { parserFileLimit } from './policy.ts';
import * as service from './service.ts';
import * as storage from './storage.ts';

const tags = ['media'];
const security = [{ token: [] }];

/** Stored files never change (each upload gets a new name), so browsers and CDNs may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A data URL is base64: a third larger than the image it carries, plus its prefix. */
export function dataUrlBodyLimit(maxImageBytes: number): number {
  return Math.ceil((maxImageBytes * 4) / 3) + 4096;
}

/** How long a refused upload's remaining bytes are still read, so its sender can finish and read the refusal. */
export const LINGER_MS = 10_000;

/**
 * An upload refused before its body was read (a bad signature sent first, a file over the limit): once the answer
 * is sent, keep reading and dropping what the client is still sending, for a while. Closing at once resets the
 * connection under a client that writes its whole request before reading (most do), so it would see EPIPE instead
 * of the 403 or 413. After LINGER_MS the connection is cut anyway: a refusal never costs more than that.
 */
function drainAfterAnswer(request: IncomingMessage, response: ServerResponse) {
  response.once('finish', () => {
    if (request.readableEnded) return;
    const cut = setTimeout(() => request.socket.destroy(), LINGER_MS);
    cut.unref();
    request.once('end', () => clearTimeout(cut));
    request.resume();
  });
}

const STORE_FAILED = 'The media service could not store the file. Please try again.';
const PROVIDER_FAILED = 'The media service did not answer as it should. Please try again.';

/** Provider failures are logged with their detail and answered without it. */
async function throughProvider<T>(
  log: FastifyBaseLogger,
  work: () => Promise<T>,
  message = STORE_FAILED,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MediaProviderError)) throw error;
    log.error({ err: error }, 'media provider failed');
    throw new HttpError(502, [message]);
  }
}

/** The signed-in account storing an image, with the session its room is kept for. */
function uploaderOf(request: FastifyRequest): service.Uploader {
  return { id: currentAccount(request).id, sessionId: currentSessionId(request) };
}

/**
 * onRequest, after authenticate: a data URL body costs several times its size while it is read, parsed and decoded,
 * so the bodies read at once are bounded (MEDIA_DATA_URL_BYTES_AT_ONCE) and the rest wait, unread, in line (issue
 * 22, item 4). A body is counted at its Content-Length, or at the route's limit when it declares none.
 */
function admitDataUrl(gate: ByteGate, bodyLimit: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    // Over the limit: the parser refuses it (413) without reading it, so it needs no place in line.
    if (declared > bodyLimit) return;
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? declared : bodyLimit;
    // 'close' comes once the answer is sent or the connection is gone, whichever way the request ends: a request
    // that ends while it waits leaves the line, and one admitted gives its room back when it ends.
    const gone = new AbortController();
    const onClose = () => gone.abort();
    reply.raw.once('close', onClose);
    try {
      const release = await gate.enter(currentAccount(request).id, bytes, gone.signal);
      reply.raw.off('close', onClose);
      if (gone.signal.aborted) release();
      else reply.raw.once('close', release);
    } catch (error) {
      drainAfterAnswer(request.raw, reply.raw);
      throw error;
    }
  };
}

export function mediaRoutes(deps: service.MediaDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const dataUrlLimit = dataUrlBodyLimit(deps.limits.maxImageBytes);
    const dataUrlGate = createByteGate(deps.dataUrlLine, 'images');
    const dataUrlOnRequest = [app.authenticate, admitDataUrl(dataUrlGate, dataUrlLimit)];

    app.route({
      ...endpoint('POST /api/cloudinary-signature', {
        tags,
        security,
        summary: 'Sign one direct upload to the media provider (Cloudinary, or this server when none is set)',
        description:
          'Post a multipart form with file, api_key, timestamp, signature, upload_preset (when not empty) and ' +
          'the returned folder to uploadUrl within an hour. The folder is the requested one with your user id. ' +
          'A signature is good for one file. Until that file lands, or the hour is over, it keeps room in your ' +
          'storage for the largest file the folder takes: 413 when your storage has no room for it.',
        refuses: [400, 401, 413, 415],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        service.signUpload(deps, currentAccount(request), currentSessionId(request), request.body.folder),
    });

    app.route({
      ...endpoint('POST /api/upload/dynamic', {
        tags,
        security,
        summary: 'Store the overlay card image of a branded video',
        refuses: [400, 401, 413, 415, 429, 502, 503],
      }),
      onRequest: dataUrlOnRequest,
      bodyLimit: dataUrlLimit,
      handler: async (request) =>
        throughProvider(request.log, () =>
          service.uploadOverlay(deps, uploaderOf(request), request.body.dataURL),
        ),
    });

    app.route({
      ...endpoint('POST /api/upload', {
        tags,
        security,
        summary: 'Store an image sent as a data URL for your own account',
        refuses: [400, 401, 403, 413, 415, 429, 502, 503],
      }),
      onRequest: dataUrlOnRequest,
      bodyLimit: dataUrlLimit,
      handler: async (request) =>
        throughProvider(request.log, () => service.uploadImage(deps, uploaderOf(request), request.body)),
    });

    app.route({
      ...endpoint('GET /api/media/usage', {
        tags,
        security,
        summary: 'How much of your storage your files use',
        refuses: [401],
      }),
      onRequest: app.authenticate,
      handler: async (request) => storage.storageUsage(deps, currentAccount(request).id),
    });

    app.route({
      ...endpoint('POST /api/media/files', {
        tags,
        security,
        summary: 'Report a file uploaded with a signature, so it is counted against your storage',
        description:
          'Send the signature the file was uploaded with and the public_id and resource_type the upload ' +
          'answered. Cloudinary takes uploads without telling this server: they are counted once reported, at ' +
          'the size Cloudinary holds. The local provider counts its uploads as they land, and this answers them.',
        refuses: [400, 401, 403, 404, 409, 413, 415, 502],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        throughProvider(
          request.log,
          () => storage.reportUpload(deps, currentAccount(request), request.body),
          PROVIDER_FAILED,
        ),
    });

    app.route({
      ...endpoint('DELETE /api/media/files', {
        tags,
        security,
        summary: 'Delete one of your files; its room in your storage comes back',
        // 409 a file a group keeps (removed from the group, not here).
        refuses: [400, 401, 404, 409, 413, 415, 502],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        throughProvider(
          request.log,
          () => storage.deleteStoredFile(deps, currentAccount(request), request.body.publicId),
          PROVIDER_FAILED,
        ),
    });

    const { provider } = deps;
    if (provider.kind === 'local') await app.register(localProviderRoutes({ ...deps, provider }));
  };
}

/** The local provider speaks Cloudinary's upload protocol and serves what it stored. */
function localProviderRoutes(deps: service.LocalMediaDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered here only, so no other route accepts multipart bodies.
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });

    app.route({
      ...endpoint('POST /api/media/upload', {
        tags,
        summary: 'Upload one file with a signature from /api/cloudinary-signature (local media provider)',
        description:
          'Cloudinary-compatible: no x-auth-token, the signature is the authority. Types are read from the ' +
          'bytes: MP4, MOV, WebM videos; JPEG, PNG, WebP, GIF images; PDF in the documents folder only.',
        consumes: ['multipart/form-data'],
        // 403, not 401: the signature is the authority (service.checkSignedForm). 503: too many images waiting to
        // be stripped of their metadata (strip.ts).
        refuses: [400, 403, 413, 415, 503],
      }),
      // The parser reads the body as a stream; its fields are checked by the service, not by a body schema.
      validatorCompiler: () => (value) => ({ value }),
      handler: async (request, reply) => {
        try {
          return await service.receiveUpload(
            deps,
            request.parts({
              limits: {
                files: 1,
                fields: 10,
                fieldSize: 1024,
                parts: 12,
                fileSize: parserFileLimit(deps.limits),
              },
            }),
          );
        } catch (error) {
          if (!request.raw.readableEnded) drainAfterAnswer(request.raw, reply.raw);
          throw error;
        }
      },
    });

    app.route({
      ...endpoint('GET /media-private/:folder/:owner/:file', {
        tags,
        summary:
          'A private file of the local media provider (a group’s document), through a link signed for a member',
        description:
          'Members get the link from GET /api/groups/{id}/documents/{documentId}/link; it stops working at ' +
          'expires_at. 403 for an expired or altered link, 404 once the file is removed.',
        refuses: [400, 403, 404],
      }),
      handler: async (request, reply) => {
        const stored = await service.findPrivate(deps, request.params, request.query);
        return (
          reply
            .header('content-type', stored.contentType)
            .header('content-length', stored.size)
            // Only whoever holds the link, and only until it expires: no shared cache keeps it.
            .header('cache-control', 'private, no-store')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(createReadStream(stored.path))
        );
      },
    });

    app.route({
      ...endpoint('GET /media/:folder/:owner/:file', {
        tags,
        summary: 'A file stored by the local media provider; answers Range requests with 206 so videos seek',
        // 400: a folder, owner or file name longer than any stored one (MediaFileParamsSchema).
        refuses: [400, 404, 416],
      }),

      handler: async (request, reply) => {
        const stored = await service.findStored(deps, request.params);
        const etag = `"${stored.size.toString(16)}-${Math.floor(stored.modified.getTime()).toString(16)}"`;
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', IMMUTABLE)
          .header('etag', etag)
          .header('last-modified', stored.modified.toUTCString());
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const ifRange = request.headers['if-range'];
        const range = service.parseRange(
          ifRange === undefined || ifRange === etag ? request.headers.range : undefined,
          stored.size,
        );
        if (range === 'unsatisfiable') {
          reply.header('content-range', `bytes */${stored.size}`);
          throw new HttpError(416, ['The requested range is outside the file']);
        }
        reply
          .header('content-type', stored.contentType)
          // Uploaded files are never pages: no scripts even if one is opened directly.
          .header('content-security-policy', "default-src 'none'; sandbox")
          // The native wrappers load media from another origin (capacitor://localhost).
          .header('cross-origin-resource-policy', 'cross-origin');
        if (!range) {
          return reply.header('content-length', stored.size).send(createReadStream(stored.path));
        }
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(stored.path, { start: range.start, end: range.end }));
      },
    });
  };
}
