// The kind of an uploaded file must match where it is used (issue 7, defect 16): a PNG is not a highlight video,
// whatever its name said when it was uploaded, and test evidence is the kind its field names.
import type { UploadedAsset, UploadSignature } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, auth, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fileEntry, multipart, signedFields, TINY_PNG, tinyMp4 } from '../../test/media-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Uploads through the local provider, as the web app does: sign for the folder, then post the file. */
async function upload(token: string, bytes: Buffer, type: string, filename: string): Promise<UploadedAsset> {
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/cloudinary-signature',
    headers: auth(token),
    payload: { folder: 'highlights' },
  });
  const form = await multipart([
    fileEntry(bytes, type, filename),
    ...signedFields(signed.json<UploadSignature>()),
  ]);
  const response = await t.app.inject({ method: 'POST', url: '/api/media/upload', ...form });
  expect(response.statusCode).toBe(200);
  return response.json<UploadedAsset>();
}

const addVideo = (token: string, profileId: string, vidUrl: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/athleteProfile/add-video/${profileId}`,
    headers: auth(token),
    payload: { vidUrl },
  });

describe('highlight videos', () => {
  it('refuses a PNG uploaded under a video’s name, and takes a real video', async () => {
    const { token, profileId } = await createAthlete(t);
    const png = await upload(token, TINY_PNG, 'video/mp4', 'goal.mp4');
    expect(png.secure_url).toMatch(/\.png$/);
    const refused = await addVideo(token, profileId, png.secure_url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ msg: 'vidUrl: This file is an image, not a video' }] });

    const clip = await upload(token, tinyMp4(), 'video/mp4', 'goal.mp4');
    const added = await addVideo(token, profileId, clip.secure_url);
    expect(added.statusCode).toBe(200);
    expect(added.json().msg).toBe('Video Added!');
  });

  it('reads Cloudinary’s resource type, and refuses a link that does not say what it is', async () => {
    const { token, profileId } = await createAthlete(t);
    const image = await addVideo(
      token,
      profileId,
      'https://res.cloudinary.com/podium/image/upload/v1/highlights/u/x',
    );
    expect(image.json()).toEqual({ errors: [{ msg: 'vidUrl: This file is an image, not a video' }] });
    const video = await addVideo(
      token,
      profileId,
      'https://res.cloudinary.com/podium/video/upload/v1/highlights/u/x',
    );
    expect(video.statusCode).toBe(200);
    const unknown = await addVideo(token, profileId, 'https://www.youtube.com/watch?v=abc');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].msg).toMatch(/^vidUrl: This link does not say it is a video/);
  });
});

describe('test evidence', () => {
  it('refuses an image as a result’s video and a video as its image', async () => {
    const { token } = await createAthlete(t);
    const png = await upload(token, TINY_PNG, 'image/png', 'dash.png');
    const dash = await addResult(t, token, {
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      score: '4.6',
      unitOfMeasurement: 'sec',
      vidUrl: png.secure_url,
    });
    expect(dash.statusCode).toBe(400);
    expect(dash.json()).toEqual({ errors: [{ msg: 'vidUrl: This file is an image, not a video' }] });

    const clip = await upload(token, tinyMp4(), 'video/mp4', 'span.mp4');
    const span = await t.app.inject({
      method: 'PUT',
      url: '/api/athleteProfile/physical-tests',
      headers: auth(token),
      payload: {
        attribute: 'Anthropometric',
        test: 'Hand Span',
        results: { score: '21', unitOfMeasurement: 'cm', imgUrl: clip.secure_url },
      },
    });
    expect(span.statusCode).toBe(400);
    expect(span.json()).toEqual({ errors: [{ msg: 'imgUrl: This file is a video, not an image' }] });
  });
});
