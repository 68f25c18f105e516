// The group's Requests tab (issue 24): an admin asks members for a test result, a video or a file and follows each
// request ("answered n of m", "seen by n of m", who has not, Remind); a member sees what asks them and answers it (a
// result or a video in a dialog, a file as a group document naming the request). Above them, what a coach sent for
// an athlete and waits for them to accept (PendingList). New requests arrive live (group-requests-api.ts: a Group
// Request notification makes the list stale).
import type { GroupRequest } from '@podium/core/api/group-requests';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { formatDay, timeAgo } from '../../ui/dates.ts';
import { Loader } from '../../ui/Loader.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { AnswerDialog } from './AnswerDialog.tsx';
import { useAddDocument } from './DocumentsSection.tsx';
import { FilePick } from './FilePick.tsx';
import { GroupSection } from './GroupSection.tsx';
import { useGetGroupRequestsInfiniteQuery } from './group-requests-api.ts';
import { morePagesOf } from './more-pages.ts';
import { PendingList } from './PendingList.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import { RequestForm } from './RequestForm.tsx';
import styles from './RequestsTab.module.css';
import type { GroupView } from './use-group-page.ts';

function titleOf(request: GroupRequest): string {
  if (request.kind === 'test') return `Test result: ${request.test?.name ?? 'a test'}`;
  return request.kind === 'video' ? 'A video' : 'A file';
}

function RequestItem({ request, view }: { request: GroupRequest; view: GroupView }) {
  const groupId = view.group._id;
  const type = view.myProf.profileType;
  const isAdmin = view.myProf.role !== 'member';
  const [isOpen, setOpen] = useState(false);
  const [isAnswering, setAnswering] = useState(false);
  const canAnswer = request.mine !== null && request.mine.answeredAt === null;
  // A file request's answer is a group document naming the request (PUT documents with its requestId).
  const fileAnswer = useAddDocument(view);
  return (
    <li className={styles.request}>
      <div className={styles.head}>
        <h3 className={styles.title}>{titleOf(request)}</h3>
        {request.due && (
          <span className={styles.due}>Due {formatDay(new Date(`${request.due}T12:00:00`))}</span>
        )}
      </div>
      {request.text && <p className={styles.text}>{request.text}</p>}
      <p className={styles.meta}>
        {request.author?.name ?? 'A former member'} ·{' '}
        <time dateTime={request.createdAt}>{timeAgo(new Date(request.createdAt))}</time> · Answered{' '}
        {request.answered} of {request.asked} · Seen by {request.seenBy} of {request.asked}
      </p>
      {request.mine?.answeredAt && <p className={styles.done}>You answered this request.</p>}
      <div className={styles.actions}>
        {canAnswer && request.kind === 'file' && (
          <FilePick
            label="Answer with a file"
            isBusy={fileAnswer.isBusy}
            onFiles={([file]) => file && fileAnswer.addDocument(file, request._id)}
          />
        )}
        {canAnswer && request.kind !== 'file' && (
          <Button variant="primary" size="small" onClick={() => setAnswering(true)}>
            Answer
          </Button>
        )}
        {isAdmin && (
          <Button size="small" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
            {isOpen ? 'Hide answers' : 'Who answered'}
          </Button>
        )}
      </div>
      {isOpen && <RequestDetail groupId={groupId} request={request} type={type} />}
      {isAnswering && (
        <AnswerDialog groupId={groupId} request={request} onClose={() => setAnswering(false)} />
      )}
    </li>
  );
}

export function RequestsTab({ view }: { view: GroupView }) {
  const isAdmin = view.myProf.role !== 'member';
  const type = view.myProf.profileType;
  const groupId = view.group._id;
  const [isMaking, setMaking] = useState(false);
  const query = useGetGroupRequestsInfiniteQuery({ id: groupId, type });
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  let body: ReactNode;
  if (query.isLoading) body = <Loader label="Loading requests..." />;
  else if (!query.data) {
    body = (
      <StatePanel kind="error" title="Requests did not load" onRetry={() => query.refetch()}>
        We could not load this group’s requests.
      </StatePanel>
    );
  } else if (requests.length === 0) {
    body = (
      <StatePanel
        kind="empty"
        title="No requests yet"
        isFramed
        action={
          isAdmin && !isMaking ? (
            <Button variant="primary" onClick={() => setMaking(true)}>
              Make a request
            </Button>
          ) : undefined
        }
      >
        {isAdmin
          ? 'Ask your members for a test result, a video or a file, and see who has answered.'
          : 'When the group’s admins ask you for a result, a video or a file, it shows here.'}
      </StatePanel>
    );
  } else {
    body = (
      <>
        <ol className={styles.list} aria-label="Requests">
          {requests.map((request) => (
            <RequestItem key={request._id} request={request} view={view} />
          ))}
        </ol>
        <LoadMore {...morePagesOf(query)} failedLead="We could not load more requests." />
      </>
    );
  }
  return (
    <GroupSection
      id="group-requests"
      title="Requests"
      isTab
      actions={
        isAdmin &&
        !isMaking &&
        requests.length > 0 && (
          <Button variant="primary" size="small" onClick={() => setMaking(true)}>
            New request
          </Button>
        )
      }
    >
      {isMaking && <RequestForm view={view} onDone={() => setMaking(false)} />}
      <PendingList view={view} />
      {body}
    </GroupSection>
  );
}
