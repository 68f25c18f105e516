// Which kind of media a URL or a chosen file holds (issue 7): a highlight video must be a video, and test evidence
// the kind its test takes. The server checks every URL it stores; the web's file pickers check the file first.

export type MediaKind = 'video' | 'image';

/** Extensions our providers serve (modules/media CONTENT_TYPES: the local provider names files by sniffed type). */
const EXTENSIONS: Record<string, MediaKind | 'document'> = {
  mp4: 'video',
  m4v: 'video',
  mov: 'video',
  webm: 'video',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  pdf: 'document',
};

const CLOUDINARY_RESOURCE = /\/(video|image|raw)\/upload\//;
/** The path of an absolute URL, without query or fragment (core has no URL class: it runs without DOM or Node). */
const URL_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;

/**
 * What a media URL serves. Its file extension decides first: the local provider serves
 * /media/<folder>/<owner>/<id>.<ext>, and Cloudinary delivers the format an extension names (a /video/upload/…/x.jpg
 * is a still image). Without one, Cloudinary's /video/upload/ or /image/upload/ decides. 'unknown' when nothing
 * tells (design choices, "Trust": such URLs are refused where a kind is required).
 */
export function mediaKindOfUrl(url: string): MediaKind | 'document' | 'unknown' {
  const path = URL_PATH.exec(url.trim())?.[1];
  if (path === undefined) return 'unknown';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  const byExtension = extension === undefined ? undefined : EXTENSIONS[extension];
  if (byExtension) return byExtension;
  if (extension !== undefined) return 'unknown';
  const resource = CLOUDINARY_RESOURCE.exec(path)?.[1];
  if (resource === 'video' || resource === 'image') return resource;
  return resource === 'raw' ? 'document' : 'unknown';
}

/** A file's kind from its declared type, as a browser reports it; 'unknown' when it declares none we know. */
export function mediaKindOfType(contentType: string): MediaKind | 'unknown' {
  if (contentType.startsWith('video/')) return 'video';
  if (contentType.startsWith('image/')) return 'image';
  return 'unknown';
}

const NOUN = { video: 'a video', image: 'an image', document: 'a document' } as const;

/** Why a file of kind `found` cannot stand where `expected` is needed, or undefined when it can. */
export function mediaKindMismatch(found: MediaKind | 'document' | 'unknown', expected: MediaKind) {
  if (found === expected) return undefined;
  if (found === 'unknown') {
    const examples = expected === 'video' ? '.mp4, .mov, .m4v or .webm' : '.jpg, .png, .webp or .gif';
    return `This link does not say it is ${NOUN[expected]}: upload the file, or link one ending in ${examples}`;
  }
  return `This file is ${NOUN[found]}, not ${NOUN[expected]}`;
}

/** The server's rule for a stored media URL: undefined when it serves the kind expected, else the reason. */
export function checkMediaUrlKind(url: string, expected: MediaKind): string | undefined {
  return mediaKindMismatch(mediaKindOfUrl(url), expected);
}
