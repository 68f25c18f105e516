// The group's notice board (issue 24): the newest notices with who posted them and "Seen by n of m" (opening the group
// marks them seen, design choices); its admins post one (`Notice Added!`), which every member is told of.
import { GROUP_LIMITS, type GroupNotice } from '@podium/core/api/groups';
import { type FormEvent, useId, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { timeAgo } from '../../ui/dates.ts';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { GroupSection } from './GroupSection.tsx';
import { usePostNoticeMutation } from './groups-api.ts';
import styles from './NoticeBoard.module.css';
import type { GroupView } from './use-group-page.ts';

function NoticeForm({ view }: { view: GroupView }) {
  const dispatch = useAppDispatch();
  const textId = useId();
  const [text, setText] = useState('');
  const [post, posting] = usePostNoticeMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const reply = await post({
        id: view.group._id,
        type: view.myProf.profileType,
        text: text.trim(),
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      setText('');
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          New notice
        </label>
        <textarea
          id={textId}
          className="field__input field__input--area"
          required
          maxLength={GROUP_LIMITS.noticeMax}
          rows={3}
          placeholder="Training moves to 6 pm on Thursday..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <SubmitButton isBusy={posting.isLoading} busyLabel="Posting...">
        Post notice
      </SubmitButton>
    </form>
  );
}

function Notice({ notice }: { notice: GroupNotice }) {
  return (
    <li className={styles.notice}>
      <p className={styles.text}>{notice.text}</p>
      <p className={styles.meta}>
        {notice.author?.name ?? 'A former member'} ·{' '}
        <time dateTime={notice.createdAt}>{timeAgo(new Date(notice.createdAt))}</time> · Seen by{' '}
        {notice.seenBy} of {notice.memberCount}
      </p>
    </li>
  );
}

export function NoticeBoard({ view }: { view: GroupView }) {
  const isAdmin = view.myProf.role !== 'member';
  return (
    <GroupSection id="group-notices" title="Notice board" isTab>
      {isAdmin && <NoticeForm view={view} />}
      {view.noticeboard.length === 0 ? (
        <StatePanel kind="empty" title="No notices yet" isFramed>
          {isAdmin
            ? 'Post the first one: every member is told, as their settings allow.'
            : 'Notices from the group’s admins will show here.'}
        </StatePanel>
      ) : (
        <ol className={styles.list} aria-label="Notices">
          {view.noticeboard.map((notice) => (
            <Notice key={notice._id} notice={notice} />
          ))}
        </ol>
      )}
    </GroupSection>
  );
}
