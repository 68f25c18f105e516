// Opening a group document (issue 24): documents are served only by a short-lived link, asked for when one is opened.
// The tab is opened at the click (a tab opened after the answer arrives would be taken for a pop-up and blocked) and
// sent to the link once it comes; a refusal closes it and is said.
import type { AppDispatch } from '../../state/store.ts';
import { groupFilesApi } from './group-files-api.ts';

export async function openDocument(
  dispatch: AppDispatch,
  arg: { id: string; documentId: string; type: 'athlete' | 'coach' | 'org' },
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const link = await dispatch(
      groupFilesApi.endpoints.getDocumentLink.initiate(arg, { forceRefetch: true, subscribe: false }),
    ).unwrap();
    if (tab) {
      tab.opener = null;
      tab.location.href = link.url;
    } else window.location.assign(link.url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
