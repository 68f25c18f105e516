// Uploads as the media provider answers them, for the athlete dialogs' tests (the real upload code runs on a FakeXhr).
import { STORAGE_KEYS } from '@podium/core';
import type { UploadSignature } from '@podium/core/api';
import { beforeEach, expect, vi } from 'vitest';
import { FakeXhr } from '../features/media/fake-xhr.ts';
import { type StubReply, stubApi } from './api-stub.ts';
import { buildProfile } from './athlete-fixtures.ts';
import { buildUser } from './fixtures.ts';
import { renderApp } from './render.tsx';

export const SIGNATURE: UploadSignature = {
  apiKey: 'podium-local',
  timestamp: 1_700_000_000,
  signature: 'a'.repeat(40),
  uploadPreset: 'podium',
  folder: 'tests/u-1',
  cloudName: 'local',
  uploadUrl: 'http://localhost:3000/api/media/upload',
};

export function uploadedClip(folder: string) {
  return {
    secure_url: `https://media.example.com/${folder}/u-1/clip.mp4`,
    public_id: `${folder}/u-1/clip`,
    resource_type: 'video',
    format: 'mp4',
    bytes: 2048,
  };
}

/** Our server's answer to an upload reported after it landed (POST /api/media/files): the file as counted. */
export const reportedUpload: StubReply = (request) => {
  const report = request.body as { publicId: string; resourceType: string };
  return {
    body: { public_id: report.publicId, resource_type: report.resourceType, format: 'mp4', bytes: 2048 },
  };
};

/** The replies an upload needs from our server: its signature, then the file counted. */
export const UPLOAD_ROUTES: Record<string, StubReply> = {
  'POST /api/cloudinary-signature': { body: SIGNATURE },
  'POST /api/media/files': reportedUpload,
};

/** An image as the provider answers its upload. */
export function uploadedImage(folder: string, name: string) {
  return {
    secure_url: `https://media.example.com/${folder}/u-1/${name}.jpg`,
    public_id: `${folder}/u-1/${name}`,
    resource_type: 'image',
    format: 'jpg',
    bytes: 1,
  };
}

/** Each test of the calling file sends its uploads to a fresh FakeXhr (sentUpload reads them). */
export function withFakeUploads() {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
}

/** The index-th file posted to the provider, once it has been. */
export async function sentUpload(index: number): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(index));
  const xhr = FakeXhr.sent[index];
  if (!xhr) throw new Error(`no upload ${index}`);
  return xhr;
}

/** A signed-in athlete on their own profile, with upload signing answered; routes add or replace replies. */
export function openOwnProfileForUpload(routes: Record<string, StubReply> = {}) {
  const calls = stubApi({
    'GET /api/auth': { body: buildUser() },
    'GET /api/athleteProfile/me': { body: buildProfile() },
    ...UPLOAD_ROUTES,
    ...routes,
  });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, ...renderApp('/AthleteProfile') };
}
