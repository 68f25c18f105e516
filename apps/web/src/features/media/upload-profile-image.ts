// A profile's photo or an organisation's logo: a file of its own, so that it loads with the two forms that take one,
// not with upload-events.ts in every route's first load (the upload banner's).
import { uploadInBackground } from './upload-events.ts';

/** Uploads as uploadInBackground does (the banner shows progress, a failure is its alert): the stored image's URL. */
export async function uploadProfileImage(file: File, purpose: string): Promise<string> {
  return (await uploadInBackground({ assetType: 'test', folder: 'profiles', file, purpose })).secure_url;
}
