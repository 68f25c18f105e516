// Picks the media provider from configuration: Cloudinary when CLOUDINARY_URL is set, the server's own disk otherwise.
import { type CloudinaryMediaProvider, createCloudinaryProvider, parseCloudinaryUrl } from './cloudinary.ts';
import { createLocalDiskProvider, deriveMediaSecret, type LocalMediaProvider } from './local-disk.ts';

/** Either provider; `kind` tells them apart where one has more to offer (the local one serves its own uploads). */
export type MediaProvider = LocalMediaProvider | CloudinaryMediaProvider;

export interface MediaProviderOptions {
  cloudinaryUrl?: string | undefined;
  uploadPreset?: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** The server's root secret (the JWT key); the local provider signs with a key derived from it. */
  rootSecret: string;
  /** How Cloudinary is reached (tests answer in its place). */
  fetch?: typeof fetch | undefined;
}

export function createMediaProvider(options: MediaProviderOptions): MediaProvider {
  if (options.cloudinaryUrl) {
    return createCloudinaryProvider({
      credentials: parseCloudinaryUrl(options.cloudinaryUrl),
      uploadPreset: options.uploadPreset,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }
  return createLocalDiskProvider({
    dataDir: options.dataDir,
    publicUrl: options.publicUrl,
    secret: deriveMediaSecret(options.rootSecret),
  });
}
