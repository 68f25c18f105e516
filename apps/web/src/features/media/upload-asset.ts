// Uploads one file the way the spec's client does: ask /api/cloudinary-signature, then post the signed form to the
// provider; then reports the file to /api/media/files, so it counts against the account's storage whoever holds it.
import {
  StoredFileSchema,
  type UploadedAsset,
  UploadedAssetSchema,
  type UploadFolder,
  type UploadReport,
  type UploadSignature,
  UploadSignatureSchema,
} from '@podium/core/api/media';

import type { ApiPath } from '@podium/core/endpoints';
import { UPLOAD_FAILED, UploadError } from './upload-error.ts';

export { UPLOAD_FAILED, UploadError };

const UNREACHABLE = 'Could not reach the upload server. Check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Our { errors: [{ msg }] }, or Cloudinary's { error: { message } }. */
function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
  if (isRecord(first) && typeof first.msg === 'string') return first.msg;
  if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message;
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface UploadAssetOptions {
  /** Where the API lives: the platform's apiBaseUrl. */
  apiBaseUrl: string;
  /** The session token, as the store holds it (STYLE 12: nothing here reads device storage). */
  token: string | null;
}

/** The endpoints posted to with a plain fetch (core's table: a path that is none fails the typecheck). */
type UploadCall = ApiPath<'POST /api/cloudinary-signature' | 'POST /api/media/files'>;

/** A JSON call to our API with the session token; a refusal is an UploadError with its message. */
async function callApi(path: UploadCall, body: unknown, options: UploadAssetOptions): Promise<unknown> {
  const { token } = options;
  let response: Response;
  try {
    response = await fetch(`${options.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new UploadError(0, null, UNREACHABLE);
  }
  const answer = parseJson(await response.text());
  if (!response.ok) throw new UploadError(response.status, answer, messageOf(answer) ?? UPLOAD_FAILED);
  return answer;
}

async function requestSignature(folder: UploadFolder, options: UploadAssetOptions): Promise<UploadSignature> {
  const body = await callApi('/cloudinary-signature', { folder }, options);
  const signature = UploadSignatureSchema.safeParse(body);
  if (!signature.success) throw new UploadError(200, body, UPLOAD_FAILED);
  return signature.data;
}

/**
 * Tells our server which file the signature brought. Cloudinary takes uploads without telling it: this is how the
 * file is counted against the account's storage (the server's own store counted it already and just agrees).
 */
async function reportUpload(signature: UploadSignature, asset: UploadedAsset, options: UploadAssetOptions) {
  const report: UploadReport = {
    signature: signature.signature,
    publicId: asset.public_id,
    resourceType: asset.resource_type,
  };
  const body = await callApi('/media/files', report, options);
  if (!StoredFileSchema.safeParse(body).success) throw new UploadError(200, body, UPLOAD_FAILED);
}

/** The signed fields first, so the server can refuse a bad form before the file's bytes arrive. */
function buildForm(signature: UploadSignature, file: Blob): FormData {
  const form = new FormData();
  form.append('api_key', signature.apiKey);
  form.append('timestamp', String(signature.timestamp));
  form.append('signature', signature.signature);
  if (signature.uploadPreset) form.append('upload_preset', signature.uploadPreset);
  form.append('folder', signature.folder);
  form.append('file', file);
  return form;
}

/** The longest wait a busy server's Retry-After is honoured for; past it the person is told at once. */
const MAX_BUSY_WAIT_SECONDS = 30;

/** A 503 whose Retry-After (whole seconds, 1 to MAX_BUSY_WAIT_SECONDS) says when to try again. */
class BusyUploadError extends UploadError {
  constructor(
    readonly retryAfterSeconds: number,
    data: unknown,
    message: string,
  ) {
    super(503, data, message);
  }
}

function refusalOf(xhr: XMLHttpRequest, body: unknown): UploadError {
  const message = messageOf(body) ?? UPLOAD_FAILED;
  const retryAfter = Number(xhr.getResponseHeader('retry-after'));
  const isWorthWaiting =
    xhr.status === 503 &&
    Number.isInteger(retryAfter) &&
    retryAfter >= 1 &&
    retryAfter <= MAX_BUSY_WAIT_SECONDS;
  return isWorthWaiting
    ? new BusyUploadError(retryAfter, body, message)
    : new UploadError(xhr.status, body, message);
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
function postForm(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(refusalOf(xhr, body));
    };
    xhr.onerror = () => reject(new UploadError(0, null, UNREACHABLE));
    xhr.onabort = () => reject(new UploadError(0, null, UPLOAD_FAILED));
    xhr.send(form);
  });
}

/**
 * Posts the form; a server busy decoding images (503 with Retry-After, issue 24) is waited for and asked once more,
 * with the same signature (unspent by a refusal), before its refusal is shown.
 */
async function postFormOnceMore(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  try {
    return await postForm(url, form, onProgress);
  } catch (error) {
    if (!(error instanceof BusyUploadError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
    onProgress?.(0);
    return postForm(url, form, onProgress);
  }
}

/**
 * Uploads a file into folder and answers the provider's description of it (secure_url, public_id, ...).
 * onProgress receives the share of the file sent so far, from 0 to 1.
 */
export async function uploadAsset(
  file: Blob,
  folder: UploadFolder,
  onProgress: ((fraction: number) => void) | undefined,
  options: UploadAssetOptions,
): Promise<UploadedAsset> {
  const signature = await requestSignature(folder, options);
  onProgress?.(0);
  const body = await postFormOnceMore(signature.uploadUrl, buildForm(signature, file), onProgress);
  const asset = UploadedAssetSchema.safeParse(body);
  if (!asset.success) throw new UploadError(200, body, UPLOAD_FAILED);
  await reportUpload(signature, asset.data, options);
  onProgress?.(1);
  return asset.data;
}
