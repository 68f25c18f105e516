// HTTP for a group's images and documents (issue 24, slice 2; profiles spec 7 "Groups"), registered by routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { MediaProviderError } from '../../providers/media/provider.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as files from './files.ts';

const tags = ['groups'];
const security = [{ token: [] }];
/**
 * Adding a file: 403 not an admin (or, for a document, not answering a request); 404 no such group or upload; 409 the
 * group's limit; 413 too large; 415 not a type it takes; 502 the provider; 503 images waiting to be stripped.
 */
const adds = [400, 401, 403, 404, 409, 413, 415, 502, 503] satisfies RefusalCode[];
/** Reading or removing: 403 not a member (not an admin, to remove); 404 no such group or file. */
const reads = [400, 401, 403, 404] satisfies RefusalCode[];

/**
 * Images and documents are listed and removed alike: a page of the newest to members, one removed by an admin. What
 * differs is named here; their routes are declared once, below.
 */
const KINDS = [
  {
    list: 'GET /api/groups/:id/images',
    remove: 'DELETE /api/groups/:id/images/:imageId',
    plural: 'images',
    one: 'an image',
    listOf: files.listImages,
    removeOf: files.removeImage,
  },
  {
    list: 'GET /api/groups/:id/documents',
    remove: 'DELETE /api/groups/:id/documents/:documentId',
    plural: 'documents',
    one: 'a document',
    listOf: files.listDocuments,
    removeOf: files.removeDocument,
  },
] as const;

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
        refuses: adds,
      }),
      ...signedIn,
      handler: async (request) =>
        throughProvider(request.log, () =>
          files.addImages(deps, currentAccount(request), request.params.id, request.body),
        ),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/documents', {
        tags,
        security,
        summary:
          'Add a PDF or image you uploaded to the documents folder (admins; a member only to answer a file request)',
        refuses: adds,
      }),
      ...signedIn,
      handler: async (request) =>
        throughProvider(request.log, () =>
          files.addDocument(deps, currentAccount(request), request.params.id, request.body),
        ),
    });

    for (const kind of KINDS) {
      app.route({
        ...endpoint(kind.list, {
          tags,
          security,
          summary: `The group’s ${kind.plural}, newest first (members)`,
          refuses: reads,
        }),
        ...signedIn,
        handler: async (request) =>
          kind.listOf(
            deps,
            currentAccount(request),
            request.params.id,
            request.query.type,
            request.query.cursor,
          ),
      });

      app.route({
        ...endpoint(kind.remove, {
          tags,
          security,
          summary: `Remove ${kind.one} from the group (admins)`,
          refuses: reads,
        }),
        ...signedIn,
        handler: async (request) => {
          const { params } = request;
          const fileId = 'imageId' in params ? params.imageId : params.documentId;
          return kind.removeOf(deps, currentAccount(request), params.id, fileId);
        },
      });
    }

    app.route({
      ...endpoint('GET /api/groups/:id/documents/:documentId/link', {
        tags,
        security,
        summary: 'A link to download the document, working for a few minutes (members)',
        refuses: reads,
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
