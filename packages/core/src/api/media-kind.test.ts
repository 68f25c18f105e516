// The kind of media behind a URL or a chosen file: a PNG is never a highlight video (issue 7, defect 16).
import { describe, expect, it } from 'vitest';
import { checkMediaUrlKind, mediaKindMismatch, mediaKindOfType, mediaKindOfUrl } from './media-kind.ts';

const owner = '2f0c1d7e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('mediaKindOfUrl', () => {
  it('reads the local provider’s sniffed extension', () => {
    expect(mediaKindOfUrl(`http://localhost:3000/media/highlights/${owner}/0123456789abcdef0123.mp4`)).toBe(
      'video',
    );
    expect(mediaKindOfUrl(`https://podium.club/media/highlights/${owner}/0123456789abcdef0123.mov`)).toBe(
      'video',
    );
    expect(mediaKindOfUrl(`https://podium.club/media/highlights/${owner}/0123456789abcdef0123.png`)).toBe(
      'image',
    );
    expect(mediaKindOfUrl(`https://podium.club/media/documents/${owner}/0123456789abcdef0123.pdf`)).toBe(
      'document',
    );
  });

  it('reads Cloudinary’s resource type, unless an extension asks for another format', () => {
    expect(mediaKindOfUrl('https://res.cloudinary.com/demo/video/upload/v1712/highlights/u/clip')).toBe(
      'video',
    );
    expect(mediaKindOfUrl('https://res.cloudinary.com/demo/image/upload/v1712/tests/u/span')).toBe('image');
    expect(mediaKindOfUrl('https://res.cloudinary.com/demo/video/upload/v1712/highlights/u/clip.mp4')).toBe(
      'video',
    );
    expect(mediaKindOfUrl('https://res.cloudinary.com/demo/image/upload/v1712/highlights/u/shot.png')).toBe(
      'image',
    );
    // A video delivered as .jpg is its poster frame: an image.
    expect(mediaKindOfUrl('https://res.cloudinary.com/demo/video/upload/highlights/u/clip.jpg')).toBe(
      'image',
    );
    expect(mediaKindOfUrl('https://res.cloudinary.com/demo/raw/upload/documents/u/cv')).toBe('document');
  });

  it('ignores the query and fragment, and case', () => {
    expect(mediaKindOfUrl('https://cdn.example/clip.MP4?t=10#start')).toBe('video');
    expect(mediaKindOfUrl('https://cdn.example/picture.png?as=clip.mp4')).toBe('image');
  });

  it('cannot tell for other URLs', () => {
    expect(mediaKindOfUrl('https://www.youtube.com/watch?v=abc')).toBe('unknown');
    expect(mediaKindOfUrl('https://cdn.example/clip.mkv')).toBe('unknown');
    expect(mediaKindOfUrl('not a url')).toBe('unknown');
  });
});

describe('mediaKindOfType', () => {
  it('reads a browser file type', () => {
    expect(mediaKindOfType('video/quicktime')).toBe('video');
    expect(mediaKindOfType('image/png')).toBe('image');
    expect(mediaKindOfType('')).toBe('unknown');
    expect(mediaKindOfType('application/pdf')).toBe('unknown');
  });
});

describe('checkMediaUrlKind', () => {
  it('says what the file is and what was needed', () => {
    expect(checkMediaUrlKind('https://cdn.example/shot.png', 'video')).toBe(
      'This file is an image, not a video',
    );
    expect(checkMediaUrlKind('https://cdn.example/clip.mp4', 'image')).toBe(
      'This file is a video, not an image',
    );
    expect(checkMediaUrlKind('https://cdn.example/cv.pdf', 'video')).toBe(
      'This file is a document, not a video',
    );
    expect(checkMediaUrlKind('https://cdn.example/clip.webm', 'video')).toBeUndefined();
    expect(checkMediaUrlKind('https://www.youtube.com/watch?v=abc', 'video')).toBe(
      'This link does not say it is a video: upload the file, or link one ending in .mp4, .mov, .m4v or .webm',
    );
    expect(mediaKindMismatch('image', 'image')).toBeUndefined();
  });
});
