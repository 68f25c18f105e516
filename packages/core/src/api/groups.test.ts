// A group's photo is an address the upload path answered: on the embedded default that is http://localhost (no TLS),
// which must be taken as it is, as a coach's photo is; any other http address is upgraded to https.
import { describe, expect, it } from 'vitest';
import { CreateGroupSchema } from './groups.ts';

describe('a group photo', () => {
  it('takes the local upload address as it is and upgrades any other http to https', () => {
    const local = 'http://localhost:3000/media/groups/u1/photo.jpg';
    expect(CreateGroupSchema.parse({ name: 'Squad', photo: local }).photo).toBe(local);
    expect(CreateGroupSchema.parse({ name: 'Squad', photo: 'http://cdn.example.com/p.jpg' }).photo).toBe(
      'https://cdn.example.com/p.jpg',
    );
    expect(CreateGroupSchema.safeParse({ name: 'Squad', photo: 'javascript:alert(1)' }).success).toBe(false);
  });
});
