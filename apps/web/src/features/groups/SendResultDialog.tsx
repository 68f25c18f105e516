// An admin sends a result for an athlete member (issue 24: collab-tests): a test of the catalogue, then its result as
// the profile's own form takes it (ResultDialog: a score, or the scan of an image-scored test). It waits in the group
// until the athlete accepts it (PendingList), and is verified once accepted when a coach sent it.
import { findTestByKey } from '@podium/core';
import type { GroupMember } from '@podium/core/api/groups';
import { Suspense, useState } from 'react';
import { useSendResultsMutation } from './group-requests-api.ts';
import { LazyResultDialog } from './lazy-result-dialog.ts';
import { TestChoice } from './TestChoice.tsx';
import type { GroupView } from './use-group-page.ts';

export function SendResultDialog({
  view,
  member,
  onClose,
}: {
  view: GroupView;
  member: GroupMember;
  onClose: () => void;
}) {
  const [testKey, setTestKey] = useState('');
  const [testError, setTestError] = useState<string | undefined>();
  const [send] = useSendResultsMutation();
  return (
    <Suspense fallback={null}>
      <LazyResultDialog
        title={`Send a result for ${member.name}`}
        label="Send a result"
        test={findTestByKey(testKey)}
        picker={
          <TestChoice
            testKey={testKey}
            error={testError}
            onChange={(key) => {
              setTestKey(key);
              setTestError(undefined);
            }}
          />
        }
        note={<p className="muted">It waits for {member.name} to accept it, and is verified once they do.</p>}
        onNoTest={() => setTestError('Choose a test')}
        purpose={(test) => `${test.name} for ${member.name}`}
        send={(body) =>
          send({
            id: view.group._id,
            memberId: member.profileId,
            body: { type: view.myProf.profileType, tests: [body] },
          }).unwrap()
        }
        onClose={onClose}
      />
    </Suspense>
  );
}
