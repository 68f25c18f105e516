// The window event that starts an upload from anywhere (account spec 2: upload-asset with assetType test or highlight).
import type { UploadedAsset, UploadFolder } from '@podium/core/api';

export const UPLOAD_ASSET_EVENT = 'upload-asset';

export type UploadAssetType = 'test' | 'highlight';

export interface UploadAssetRequest {
  assetType: UploadAssetType;
  file: Blob;
  /** Where it goes; tests and highlights by default. */
  folder?: UploadFolder;
  /** Called with the stored file once the upload is done: save its secure_url and public_id there. */
  onDone?: (asset: UploadedAsset) => void;
  /** Called after the failure alert has been shown. */
  onError?: (error: unknown) => void;
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

/** Starts an upload; the mounted UploadBanner performs it and shows its progress. */
export function requestUpload(request: UploadAssetRequest): void {
  window.dispatchEvent(new CustomEvent(UPLOAD_ASSET_EVENT, { detail: request }));
}

/** The event can come from any script: only a well-formed request starts an upload. */
export function isUploadRequest(value: unknown): value is UploadAssetRequest {
  if (typeof value !== 'object' || value === null || !('assetType' in value) || !('file' in value))
    return false;
  return (value.assetType === 'test' || value.assetType === 'highlight') && value.file instanceof Blob;
}
