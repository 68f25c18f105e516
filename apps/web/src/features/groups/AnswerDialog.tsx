// A member answers a request that asks them (issue 24): a test request with a result as the profile's own Add a test
// result takes it (ResultDialog: a score in one of the test's units, or the scan of an image-scored test), a video
// request with a clip uploaded through the upload banner (the profile's video dialog). The result or video lands on
// their profile; the server says `Added successfully!`. Both dialogs load when opened, not with the group page.
import { findTest } from '@podium/core';
import type { GroupRequest } from '@podium/core/api/group-requests';
import { Suspense } from 'react';
import { useAppDispatch } from '../../state/hooks.ts';
import { groupRequestsApi, useAnswerWithResultMutation } from './group-requests-api.ts';
import { LazyResultDialog, LazyVideoUploadDialog } from './lazy-result-dialog.ts';

interface AnswerProps {
  groupId: string;
  request: GroupRequest;
  onClose: () => void;
}

function ResultAnswer({ groupId, request, onClose }: AnswerProps) {
  const test = findTest(request.test?.key ?? '');
  const [answer] = useAnswerWithResultMutation();
  if (!test) return null;
  return (
    <Suspense fallback={null}>
      <LazyResultDialog
        title={`Your ${test.name} result`}
        label="Answer"
        test={test}
        purpose={(chosen) => `Your ${chosen.name} result`}
        send={(body) => answer({ id: groupId, answer: { requestId: request._id, ...body } }).unwrap()}
        onClose={onClose}
      />
    </Suspense>
  );
}

export function AnswerDialog(props: AnswerProps) {
  const dispatch = useAppDispatch();
  const { groupId, request, onClose } = props;
  if (request.kind === 'test') return <ResultAnswer {...props} />;
  if (request.kind === 'video') {
    return (
      <Suspense fallback={null}>
        <LazyVideoUploadDialog
          dialogTitle="Send a video"
          purposeFor={(title) => title ?? 'Your video for the group'}
          savedWhat="your video"
          onClose={onClose}
          send={(video) =>
            dispatch(
              groupRequestsApi.endpoints.answerWithVideo.initiate(
                { id: groupId, answer: { requestId: request._id, video } },
                { track: false },
              ),
            )
          }
        />
      </Suspense>
    );
  }
  return null;
}
