// Shared by the media and group files tests: a file uploaded through the one upload path (signature, the local
// provider's form), and a JPEG carrying GPS (EXIF) and XMP location, made with sharp.
import type { UploadedAsset, UploadSignature } from '@podium/core/api';
import sharp from 'sharp';
import { expect } from 'vitest';
import { auth } from './factories.ts';
import type { Person } from './groups.ts';
import type { TestApp } from './harness.ts';
import { fileEntry, multipart, signedFields } from './media-fixtures.ts';

const XMP_WITH_LOCATION =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"' +
  ' exif:GPSLatitude="51,30.0N" exif:GPSLongitude="0,7.0W" Iptc4xmpCore:Location="Hackney Marshes"/>' +
  '</rdf:RDF></x:xmpmeta>';

/**
 * A 16x8 JPEG whose EXIF holds a GPS position and whose XMP names a place; with an orientation, its EXIF also says how
 * to turn it upright (6: a quarter turn clockwise, so it shows 8x16), as a phone held upright writes it.
 */
export function jpegWithLocation(orientation = 1): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 8, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'PhoneCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withXmp(XMP_WITH_LOCATION)
    .toBuffer();
}

/** Signed for `folder` and posted to the local provider as the spec's client does: the upload's answer. */
export async function uploadAs(
  t: TestApp,
  person: Person,
  folder: string,
  bytes: Buffer,
  type: string,
  filename: string,
): Promise<UploadedAsset> {
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/cloudinary-signature',
    headers: auth(person.token),
    payload: { folder },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const { payload, headers } = await multipart([
    fileEntry(bytes, type, filename),
    ...signedFields(signed.json<UploadSignature>()),
  ]);
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json<UploadedAsset>();
}
