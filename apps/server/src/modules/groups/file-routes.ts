// HTTP for a group's images and documents (issue 24, slice 2; profiles spec 7 "Groups"), registered by routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { MediaProviderError } from '../../providers/media/provider.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as files from './files.ts';

const tags = ['groups'];
const security = [{ token: [] }];

/** The provider failing to read or store a file is logged with its detail and answered without it. */
async function throughProvider<T>(
  log: { error(detail: object, message: string): void },
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MediaProviderError)) throw error;
    log.error({ err: error }, 'media provider failed');
    throw new HttpError(502, ['The media service could not keep the file. Please try again.']);
  }
}

export function groupFileRoutes(deps: files.GroupFilesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('PUT /api/groups/:id/images', {
        tags,
        security,
        summary:
          'Add images you uploaded (groups or images folder) to the group, without their location data (admins)',
        // 404 no such group or upload; 409 the group's images limit; 413 too large; 415 not an image; 502 provider.
        refuses: [400, 401, 403, 404, 409, 413, 415, 502],
      }),
      ...signedIn,
      handler: async (request) =>
        throughProvider(request.log, () =>
          files.addImages(deps, currentAccount(request), request.params.id, request.body),
        ),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/images', {
        tags,
        security,
        summary: 'The group’s images, newest first (members)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        files.listImages(
          deps,
          currentAccount(request),
          request.params.id,
          request.query.type,
          request.query.cursor,
        ),
    });

    app.route({
      ...endpoint('DELETE /api/groups/:id/images/:imageId', {
        tags,
        security,
        summary: 'Remove an image from the group (admins)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        files.removeImage(deps, currentAccount(request), request.params.id, request.params.imageId),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/documents', {
        tags,
        security,
        summary:
          'Add a PDF or image you uploaded to the documents folder (admins; a member only to answer a file request)',
        refuses: [400, 401, 403, 404, 409, 413, 415, 502],
      }),
      ...signedIn,
      handler: async (request) =>
        throughProvider(request.log, () =>
          files.addDocument(deps, currentAccount(request), request.params.id, request.body),
        ),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/documents', {
        tags,
        security,
        summary: 'The group’s documents, newest first (members)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        files.listDocuments(
          deps,
          currentAccount(request),
          request.params.id,
          request.query.type,
          request.query.cursor,
        ),
    });

    app.route({
      ...endpoint('DELETE /api/groups/:id/documents/:documentId', {
        tags,
        security,
        summary: 'Remove a document from the group (admins)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        files.removeDocument(deps, currentAccount(request), request.params.id, request.params.documentId),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/documents/:documentId/link', {
        tags,
        security,
        summary: 'A link to download the document, working for a few minutes (members)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        files.documentLink(
          deps,
          currentAccount(request),
          request.params.id,
          request.params.documentId,
          request.query.type,
        ),
    });
  };
}
