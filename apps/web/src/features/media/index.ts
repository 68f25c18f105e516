// What the rest of the app may use of the media feature (docs/architecture.md, "Feature entry points"): the upload
// banner the frame shows, and the event that hands it an upload.

export { UploadBanner } from './UploadBanner.tsx';
export { type UploadAssetRequest, uploadInBackground } from './upload-events.ts';
export { uploadProfileImage } from './upload-profile-image.ts';
