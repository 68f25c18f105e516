// The window event that starts an upload from anywhere (account spec 2: upload-asset with assetType test or highlight).
// Every upload in the app goes through it, so the banner shows while any upload is pending.
import type { UploadedAsset, UploadFolder } from '@podium/core/api/media';

export const UPLOAD_ASSET_EVENT = 'upload-asset';

export type UploadAssetType = 'test' | 'highlight';

export interface UploadAssetRequest {
  assetType: UploadAssetType;
  file: Blob;
  /** Where it goes; tests and highlights by default. */
  folder?: UploadFolder | undefined;
  /** What the upload is for, named in the failure alert: 'Your 40 Yard Dash result' was not saved. */
  purpose?: string | undefined;
  /** The share of this file sent so far, 0 to 1: a form can show its own bar beside the banner's. */
  onProgress?: ((fraction: number) => void) | undefined;
  /** Called with the stored file once the upload is done: save its secure_url and public_id there. */
  onDone?: ((asset: UploadedAsset) => void) | undefined;
  /** Called after the failure alert has been shown. */
  onError?: ((error: unknown) => void) | undefined;
}

declare global {
  interface WindowEventMap {
    'upload-asset': CustomEvent<UploadAssetRequest>;
  }
}

export const DEFAULT_FOLDERS: Record<UploadAssetType, UploadFolder> = {
  test: 'tests',
  highlight: 'highlights',
};

/** Starts an upload; the UploadBanner that RootLayout mounts on every screen performs it and shows its progress. */
export function requestUpload(request: UploadAssetRequest): void {
  window.dispatchEvent(new CustomEvent(UPLOAD_ASSET_EVENT, { detail: request }));
}

/**
 * requestUpload as a promise: the stored file, or the error once the banner has shown it as a danger
 * alert (so callers must not alert again). It outlives the screen that asked for it.
 */
export function uploadInBackground(
  request: Omit<UploadAssetRequest, 'onDone' | 'onError'>,
): Promise<UploadedAsset> {
  return new Promise((resolve, reject) => requestUpload({ ...request, onDone: resolve, onError: reject }));
}

/** Absent, or of the given type: a callback that is not a function must not start an upload it cannot report. */
function isOptional(value: object, key: string, type: 'function' | 'string'): boolean {
  const field: unknown = Reflect.get(value, key);
  return field === undefined || typeof field === type;
}

/** The event can come from any script: only a well-formed request starts an upload. */
export function isUploadRequest(value: unknown): value is UploadAssetRequest {
  if (typeof value !== 'object' || value === null || !('assetType' in value) || !('file' in value))
    return false;
  return (
    (value.assetType === 'test' || value.assetType === 'highlight') &&
    value.file instanceof Blob &&
    isOptional(value, 'purpose', 'string') &&
    ['onProgress', 'onDone', 'onError'].every((key) => isOptional(value, key, 'function'))
  );
}
