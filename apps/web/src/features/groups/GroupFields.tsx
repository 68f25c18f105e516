// A group's name, description and photo: the fields of a new group (/groups) and of an admin's edit (the group page).
// The photo goes through the app's one upload flow (features/media), as a coach's photo does.
import { GROUP_LIMITS } from '@podium/core/api/groups';
import { useId } from 'react';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { uploadProfileImage } from '../media/index.ts';
import styles from './GroupFields.module.css';

export interface GroupDraft {
  name: string;
  description: string;
  photo: string | null;
}

export const EMPTY_DRAFT: GroupDraft = { name: '', description: '', photo: null };

export function GroupFields({
  draft,
  onChange,
}: {
  draft: GroupDraft;
  onChange: (draft: GroupDraft) => void;
}) {
  const descriptionId = useId();
  return (
    <div className={styles.fields}>
      <TextField
        label="Name"
        required
        maxLength={GROUP_LIMITS.nameMax}
        placeholder="e.g. Harriers U18 sprint squad"
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <div className="field">
        <label className="field__label" htmlFor={descriptionId}>
          Description <span className="field__optional">(optional)</span>
        </label>
        <textarea
          id={descriptionId}
          className="field__input field__input--area"
          maxLength={GROUP_LIMITS.descriptionMax}
          rows={3}
          value={draft.description}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
        />
      </div>
      <PhotoField
        label="Group photo"
        name={draft.name || 'Group'}
        url={draft.photo}
        onChange={(photo) => onChange({ ...draft, photo })}
        upload={uploadProfileImage}
      />
    </div>
  );
}
