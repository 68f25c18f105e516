// The group's Files tab (issue 24): its images and its documents, one under the other (one tab: both are what the
// admins share with the group, and a phone's tab row stays short).
import { DocumentsSection } from './DocumentsSection.tsx';
import styles from './FilesTab.module.css';
import { ImagesSection } from './ImagesSection.tsx';
import type { GroupView } from './use-group-page.ts';

export function FilesTab({ view }: { view: GroupView }) {
  return (
    <div className={styles.tab}>
      <ImagesSection view={view} />
      <DocumentsSection view={view} />
    </div>
  );
}
