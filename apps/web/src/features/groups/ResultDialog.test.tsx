// Results given from a group take every test as the profile's own Add a test result does (issue 24): a test scored
// from an image (BODPOD, DEXA) asks for its scan, uploads it, and sends its address as the score, whether a member
// answers a request or an admin sends a result for a member, and waits named by its test; a score keeps its proof.
import { act, configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../test/api-stub.ts';
import { buildGroupRequest, COACH, stubGroupAsCoach, stubGroupAsMember } from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { sentUpload, UPLOAD_ROUTES, uploadedImage, withFakeUploads } from '../../test/upload-fixtures.ts';
import { FakeXhr } from '../media/fake-xhr.ts';

configure({ asyncUtilTimeout: 5000 });

const sent = (calls: StubRequest[], path: string) => calls.filter((call) => call.path === path);
const scan = () => new File(['scan'], 'scan.jpg', { type: 'image/jpeg' });
const SCAN = uploadedImage('tests', 'scan');

withFakeUploads();

const dexaRequest = buildGroupRequest({
  test: { key: 'dexa', name: 'Dual Energy Absorptiometry (DEXA)' },
  text: 'Your latest scan',
  mine: { answeredAt: null },
});

/** The coach's Send a result dialog for Athlete 2, open on the Members tab, the test chosen. */
async function openSendResult(category: string, test: string) {
  const calls = stubGroupAsCoach({
    'PUT /api/groups/g-1/ap-2/collab-tests': { body: { msg: 'Added successfully!' } },
    ...UPLOAD_ROUTES,
  });
  const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=members');
  await user.click(await screen.findByRole('button', { name: 'Send a result for Athlete 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send a result for Athlete 2' });
  await user.selectOptions(within(dialog).getByLabelText('Category'), category);
  await user.selectOptions(within(dialog).getByLabelText('Test'), test);
  return { calls, user, dialog };
}

describe('a result given from a group', () => {
  it('answers a DEXA request with its scan, asked for before anything is sent', async () => {
    const calls = stubGroupAsMember({
      'GET /api/groups/g-1/requests': { body: { requests: [dexaRequest], nextCursor: null } },
      'GET /api/groups/g-1/pending': { body: { pending: [] } },
      'PUT /api/groups/g-1/test-result': { body: { msg: 'Added successfully!' } },
      ...UPLOAD_ROUTES,
    });
    const { user } = renderApp('/groups/g-1?tab=requests');
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Your Dual Energy Absorptiometry (DEXA) result',
    });
    // No unit or score to give: the scan is the result.
    expect(within(dialog).queryByLabelText('Score')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    expect(await within(dialog).findByText(/image: it is the result/)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    await user.upload(within(dialog).getByLabelText('Scan image'), scan());
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    const xhr = await sentUpload(0);
    act(() => xhr.respond(200, SCAN));
    expect(await screen.findByText('Added successfully!')).toBeInTheDocument();
    expect(sent(calls, '/api/groups/g-1/test-result')[0]?.body).toEqual({
      requestId: 'r-1',
      attribute: 'Anthropometric',
      test: 'Dual Energy Absorptiometry (DEXA)',
      results: { score: SCAN.secure_url, imgUrl: SCAN.secure_url, imgId: SCAN.public_id },
    });
  });

  it('sends a member’s BODPOD scan as their result, which waits for them', async () => {
    const { calls, user, dialog } = await openSendResult('anthropometric', 'bodpod');
    expect(within(dialog).queryByLabelText('Score')).toBeNull();
    await user.upload(within(dialog).getByLabelText('Scan image'), scan());
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    const xhr = await sentUpload(0);
    act(() => xhr.respond(200, SCAN));
    expect(await screen.findByText('Added successfully!')).toBeInTheDocument();
    expect(sent(calls, '/api/groups/g-1/ap-2/collab-tests')[0]?.body).toEqual({
      type: 'coach',
      tests: [
        {
          attribute: 'Anthropometric',
          test: 'BODPOD Scan',
          results: { score: SCAN.secure_url, imgUrl: SCAN.secure_url, imgId: SCAN.public_id },
        },
      ],
    });
  });

  it('sends a scored result with its proof video, the unit reset to the new test’s when the test changes', async () => {
    const { calls, user, dialog } = await openSendResult('anthropometric', 'armLength');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'in.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'runTests');
    await user.selectOptions(within(dialog).getByLabelText('Test'), 'dash40');
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('sec');
    await user.type(within(dialog).getByLabelText('Score'), '4.7');
    await user.upload(
      within(dialog).getByLabelText(/Proof video/),
      new File(['clip'], 'clip.mp4', { type: 'video/mp4' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send result' }));
    const xhr = await sentUpload(0);
    act(() =>
      xhr.respond(200, {
        secure_url: 'https://media.example.com/tests/u-1/clip.mp4',
        public_id: 'tests/u-1/clip',
        resource_type: 'video',
        format: 'mp4',
        bytes: 4,
      }),
    );
    expect(await screen.findByText('Added successfully!')).toBeInTheDocument();
    expect(sent(calls, '/api/groups/g-1/ap-2/collab-tests')[0]?.body).toEqual({
      type: 'coach',
      tests: [
        {
          attribute: 'Run Tests',
          test: '40 Yard Dash',
          results: {
            score: '4.7',
            unitOfMeasurement: 'sec',
            vidUrl: 'https://media.example.com/tests/u-1/clip.mp4',
            vidId: 'tests/u-1/clip',
          },
        },
      ],
    });
  });

  it('shows a waiting scan to its athlete by its test, not its address', async () => {
    stubGroupAsMember({
      'GET /api/groups/g-1/requests': { body: { requests: [], nextCursor: null } },
      'GET /api/groups/g-1/pending': {
        body: {
          pending: [
            {
              _id: 'p-1',
              kind: 'test',
              sender: COACH,
              athlete: { profileId: 'ap-2', profileType: 'athlete', name: 'Athlete 2', photo: null },
              tests: [
                {
                  test: 'BODPOD Scan',
                  attribute: 'Anthropometric',
                  score: SCAN.secure_url,
                  unitOfMeasurement: '',
                },
              ],
              video: null,
              verified: true,
              createdAt: new Date().toISOString(),
            },
          ],
        },
      },
    });
    renderApp('/groups/g-1?tab=requests');
    expect(await screen.findByText('BODPOD Scan (a scan)')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(SCAN.secure_url))).toBeNull();
  });
});
