// The private note and tags of a saved athlete, edited in place; tags are typed comma-separated.
import { WATCHLIST_LIMITS, type WatchlistEntry } from '@podium/core/api/watchlist';
import { type FormEvent, useId, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { CardForm } from '../../ui/Card.tsx';
import styles from './EntryEditor.module.css';
import { WatchSectionTitle } from './WatchSection.tsx';
import { useSaveToWatchlistMutation } from './watchlist-api.ts';

/** 'u18, sprinters,, u18' -> ['u18', 'sprinters']. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

export function EntryEditor({ entry }: { entry: WatchlistEntry }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [note, setNote] = useState(entry.note);
  const [tags, setTags] = useState(entry.tags.join(', '));
  const [save, saving] = useSaveToWatchlistMutation();
  const parsed = parseTags(tags);
  const tagError =
    parsed.length > WATCHLIST_LIMITS.tags
      ? `At most ${WATCHLIST_LIMITS.tags} tags`
      : parsed.some((tag) => tag.length > WATCHLIST_LIMITS.tag)
        ? `A tag has at most ${WATCHLIST_LIMITS.tag} characters`
        : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (tagError) return;
    try {
      const reply = await save({ id: entry.athlete.profileId, note, tags: parsed }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not save your note. Please try again.'));
    }
  }

  return (
    <CardForm
      className={`form ${styles.editor}`}
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Note and tags"
    >
      <WatchSectionTitle>Your note and tags</WatchSectionTitle>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          Private note
        </label>
        <textarea
          id={`${id}-note`}
          className="field__input field__input--area"
          rows={5}
          maxLength={WATCHLIST_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="field__hint">
          Only you read it. {note.length} / {WATCHLIST_LIMITS.note} characters.
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-tags`}>
          Tags
        </label>
        <input
          id={`${id}-tags`}
          className="field__input"
          value={tags}
          aria-invalid={tagError ? true : undefined}
          aria-describedby={`${id}-tags-hint`}
          onChange={(event) => setTags(event.target.value)}
        />
        <p id={`${id}-tags-hint`} className={tagError ? 'field__error' : 'field__hint'}>
          {tagError ??
            `Separate tags with commas, e.g. “2027 intake, sprinters”. At most ${WATCHLIST_LIMITS.tags}.`}
        </p>
      </div>
      <div>
        <Button variant="primary" type="submit" disabled={saving.isLoading || tagError !== null}>
          Save note and tags
        </Button>
      </div>
    </CardForm>
  );
}
