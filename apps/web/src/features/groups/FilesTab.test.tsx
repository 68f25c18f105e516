// The Files tab (issue 24): images and documents in their loading, empty, error and content states; an admin adds
// several images at once through the upload path and removes one; a document opens through its short-lived link in
// a new tab; a member answers a file request with a document naming the request.
import type { GroupDocument, GroupImage } from '@podium/core/api/group-files';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubReply, StubRequest } from '../../test/api-stub.ts';
import { buildGroupRequest, COACH, stubGroupAsCoach, stubGroupAsMember } from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { sentUpload, UPLOAD_ROUTES, withFakeUploads } from '../../test/upload-fixtures.ts';
import { sizeText } from './DocumentsSection.tsx';

configure({ asyncUtilTimeout: 5000 });

const sent = (calls: StubRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

const image = (index: number): GroupImage => ({
  _id: `i-${index}`,
  url: `https://media.example.com/groups/c-1/${index}.jpg`,
  width: 800,
  height: 600,
  addedBy: COACH,
  addedAt: new Date().toISOString(),
});

const document: GroupDocument = {
  _id: 'd-1',
  name: 'Autumn training plan with a very long name that goes on and on Supercalifragilisticexpialidocious.pdf',
  format: 'pdf',
  bytes: 250_000,
  addedBy: COACH,
  addedAt: new Date().toISOString(),
  requestId: null,
};

function asCoach(routes: Record<string, StubReply>) {
  return stubGroupAsCoach({
    'GET /api/groups/g-1/images': { body: { images: [], nextCursor: null } },
    'GET /api/groups/g-1/documents': { body: { documents: [], nextCursor: null } },
    ...UPLOAD_ROUTES,
    ...routes,
  });
}

withFakeUploads();
afterEach(() => vi.restoreAllMocks());

describe('group files tab', () => {
  it('shows images and documents, with name, type, size and who added each', async () => {
    asCoach({
      'GET /api/groups/g-1/images': { body: { images: [image(1), image(2)], nextCursor: null } },
      'GET /api/groups/g-1/documents': { body: { documents: [document], nextCursor: null } },
    });
    renderApp('/CoachProfile/MyGroups/g-1?tab=files');
    const images = await screen.findByRole('list', { name: 'Images' });
    expect(within(images).getAllByRole('img', { name: 'Added by Cora Coach' })).toHaveLength(2);
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(within(documents).getByRole('button', { name: document.name })).toBeInTheDocument();
    expect(within(documents).getByText(/PDF · 244 KB · Cora Coach/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says when there are none, and when they did not load, with Try again', async () => {
    let isDown = true;
    asCoach({
      'GET /api/groups/g-1/documents': () =>
        isDown
          ? { status: 500, body: { errors: [{ msg: 'boom' }] } }
          : { body: { documents: [], nextCursor: null } },
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=files');
    expect(await screen.findByRole('heading', { name: 'No images yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Documents did not load' })).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeInTheDocument();
  });

  it('adds two images at once through the upload path, then removes one', async () => {
    let images: GroupImage[] = [];
    const calls = asCoach({
      'GET /api/groups/g-1/images': () => ({ body: { images, nextCursor: null } }),
      'PUT /api/groups/g-1/images': () => {
        images = [image(1), image(2)];
        return { body: { msg: 'Images Added!', images } };
      },
      'DELETE /api/groups/g-1/images/i-1': () => {
        images = [image(2)];
        return { body: { msg: 'Image Removed!' } };
      },
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=files');
    await screen.findByRole('heading', { name: 'No images yet' });
    const files = [1, 2].map((index) => new File(['x'], `${index}.jpg`, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Add images'), files);
    for (const index of [0, 1]) {
      const xhr = await sentUpload(index);
      act(() =>
        xhr.respond(200, {
          secure_url: `https://media.example.com/groups/c-1/${index}.jpg`,
          public_id: `groups/c-1/${index}`,
          resource_type: 'image',
          format: 'jpg',
          bytes: 1,
        }),
      );
    }
    expect(await screen.findByText('Images Added!')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1/images')[0]?.body).toEqual({
      type: 'coach',
      images: ['groups/c-1/0', 'groups/c-1/1'],
    });
    const list = await screen.findByRole('list', { name: 'Images' });
    await user.click(within(list).getAllByRole('button', { name: /Remove the image/ })[0] as HTMLElement);
    expect(await screen.findByText('Image Removed!')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('opens a document through its short-lived link in a new tab, and says why when refused', async () => {
    let isRefused = false;
    asCoach({
      'GET /api/groups/g-1/documents': { body: { documents: [document], nextCursor: null } },
      'GET /api/groups/g-1/documents/d-1/link': () =>
        isRefused
          ? { status: 403, body: { errors: [{ msg: 'Only members open a group’s documents' }] } }
          : { body: { url: 'https://files.example/d-1?sig=abc', expiresAt: new Date().toISOString() } },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=files');
    await user.click(await screen.findByRole('button', { name: document.name }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/d-1?sig=abc'));
    expect(tab.opener).toBeNull();
    isRefused = true;
    await user.click(screen.getByRole('button', { name: document.name }));
    expect(await screen.findByText('Only members open a group’s documents')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('gives a member no add or remove, and lets them answer a file request with a document', async () => {
    const calls = stubGroupAsMember({
      'GET /api/groups/g-1/pending': { body: { pending: [] } },
      'GET /api/groups/g-1/requests': {
        body: {
          requests: [
            buildGroupRequest({
              _id: 'r-2',
              kind: 'file',
              test: null,
              text: 'Your signed medical form',
              mine: { answeredAt: null },
            }),
          ],
          nextCursor: null,
        },
      },
      ...UPLOAD_ROUTES,
      'PUT /api/groups/g-1/documents': { body: { msg: 'Document Added!', document } },
    });
    const { user } = renderApp('/groups/g-1?tab=requests');
    await user.upload(
      await screen.findByLabelText('Answer with a file'),
      new File(['%PDF'], 'medical.pdf', { type: 'application/pdf' }),
    );
    const xhr = await sentUpload(0);
    act(() =>
      xhr.respond(200, {
        secure_url: 'https://media.example.com/documents/u-2/medical.pdf',
        public_id: 'documents/u-2/medical',
        resource_type: 'image',
        format: 'pdf',
        bytes: 4,
      }),
    );
    expect(await screen.findByText('Added successfully!')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1/documents')[0]?.body).toEqual({
      type: 'athlete',
      publicId: 'documents/u-2/medical',
      name: 'medical.pdf',
      requestId: 'r-2',
    });
    expect(sizeText(250_000)).toBe('244 KB');
  });
});
