// A group's documents (issue 24): name, type, size and who added them, newest first, 20 a page. Admins add a PDF or an
// image (uploaded to the documents folder, type read from the bytes by the server: `Document Added!`) and remove one;
// any member opens one through its short-lived link (open-document.ts).

import type { GroupDocument } from '@podium/core/api/group-files';
import { GROUP_LIMITS } from '@podium/core/api/groups';
import { type ReactNode, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { timeAgo } from '../../ui/dates.ts';
import { Loader } from '../../ui/Loader.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { uploadInBackground } from '../media/index.ts';
import styles from './DocumentsSection.module.css';
import { FilePick } from './FilePick.tsx';
import { GroupSection } from './GroupSection.tsx';
import {
  useAddGroupDocumentMutation,
  useGetGroupDocumentsInfiniteQuery,
  useRemoveGroupDocumentMutation,
} from './group-files-api.ts';
import { morePagesOf } from './more-pages.ts';
import { openDocument } from './open-document.ts';
import type { GroupView } from './use-group-page.ts';

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Uploads a file to the documents folder and gives it to the group; with a requestId it answers that request. */
export function useAddDocument(view: GroupView) {
  const dispatch = useAppDispatch();
  const [add] = useAddGroupDocumentMutation();
  const [isBusy, setBusy] = useState(false);
  async function addDocument(file: File, requestId?: string): Promise<boolean> {
    setBusy(true);
    try {
      const asset = await uploadInBackground({
        assetType: 'test',
        folder: 'documents',
        file,
        purpose: file.name,
      });
      const reply = await add({
        id: view.group._id,
        body: {
          type: view.myProf.profileType,
          publicId: asset.public_id,
          name: file.name.slice(0, GROUP_LIMITS.documentNameMax),
          ...(requestId ? { requestId } : {}),
        },
      }).unwrap();
      dispatch(showAlert(requestId ? 'Added successfully!' : reply.msg, 'success'));
      return true;
    } catch (error) {
      // An upload's failure was alerted by the banner; the server's refusal is said here.
      if (!(error instanceof Error)) dispatch(showErrorAlerts(error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { addDocument, isBusy };
}

function DocumentRow({ document, view }: { document: GroupDocument; view: GroupView }) {
  const dispatch = useAppDispatch();
  const [remove] = useRemoveGroupDocumentMutation();
  const isAdmin = view.myProf.role !== 'member';
  const arg = { id: view.group._id, documentId: document._id, type: view.myProf.profileType };
  async function run(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <li className={styles.row}>
      <div className={styles.about}>
        <Button variant="link" onClick={() => void run(() => openDocument(dispatch, arg))}>
          <span className={styles.name}>{document.name}</span>
        </Button>
        <span className={styles.meta}>
          {document.format.toUpperCase()} · {sizeText(document.bytes)} ·{' '}
          {document.addedBy?.name ?? 'A former member'} ·{' '}
          <time dateTime={document.addedAt}>{timeAgo(new Date(document.addedAt))}</time>
        </span>
      </div>
      {isAdmin && (
        <Button
          variant="link-danger"
          size="small"
          aria-label={`Remove ${document.name}`}
          onClick={() =>
            void run(async () => {
              const reply = await remove({ id: view.group._id, documentId: document._id }).unwrap();
              dispatch(showAlert(reply.msg, 'success'));
            })
          }
        >
          Remove
        </Button>
      )}
    </li>
  );
}

export function DocumentsSection({ view }: { view: GroupView }) {
  const isAdmin = view.myProf.role !== 'member';
  const query = useGetGroupDocumentsInfiniteQuery({ id: view.group._id, type: view.myProf.profileType });
  const { addDocument, isBusy } = useAddDocument(view);
  const documents = query.data?.pages.flatMap((page) => page.documents) ?? [];
  let body: ReactNode;
  if (query.isLoading) body = <Loader label="Loading documents..." />;
  else if (!query.data) {
    body = (
      <StatePanel kind="error" title="Documents did not load" onRetry={() => query.refetch()}>
        We could not load this group’s documents.
      </StatePanel>
    );
  } else if (documents.length === 0) {
    body = (
      <StatePanel kind="empty" title="No documents yet" isFramed>
        {isAdmin ? 'Add schedules, forms and plans as PDFs or images.' : 'The admins’ documents show here.'}
      </StatePanel>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Documents">
          {documents.map((document) => (
            <DocumentRow key={document._id} document={document} view={view} />
          ))}
        </ul>
        <LoadMore {...morePagesOf(query)} failedLead="We could not load more documents." />
      </>
    );
  }
  return (
    <GroupSection id="group-documents" title="Documents">
      {isAdmin && (
        <FilePick label="Add a document" isBusy={isBusy} onFiles={([file]) => file && addDocument(file)} />
      )}
      {body}
    </GroupSection>
  );
}
