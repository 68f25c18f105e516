// /create-coach-profile: the coach fills in (or later edits) their photo, bio, sports, where they coach (role,
// organisation, team: registration's, until changed here) and whether their page is public (/public/coach/{id})
// (issue 10; issue 22, 19).
import type { CoachProfile } from '@podium/core/api/coaches';
import { COACH_ROLE_LIMITS } from '@podium/core/api/users';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { isNotFound, showErrorAlerts } from '../../state/messages.ts';
import { CardForm } from '../../ui/Card.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Fieldset } from '../../ui/Fieldset.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { uploadProfileImage } from '../media/index.ts';
import {
  useCreateCoachProfileMutation,
  useGetCoachProfileQuery,
  useGetMyCoachProfileQuery,
  useUpdateCoachProfileMutation,
} from './coaches-api.ts';
import { SportsPicker, withSport } from './SportsPicker.tsx';

/** What the form starts from: the profile, or before it is made, where the coach said at registration they coach. */
type Start = Pick<CoachProfile, 'position' | 'organisation' | 'team'> & Partial<CoachProfile>;

function CoachForm({ current, start }: { current: CoachProfile | undefined; start: Start | undefined }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = useAppSelector((state) => state.auth.user?.name) ?? '';
  const [photo, setPhoto] = useState<string | null>(current?.photo ?? null);
  const [bio, setBio] = useState(current?.bio ?? '');
  const [sports, setSports] = useState<string[]>(current?.sports ?? []);
  const [sportDraft, setSportDraft] = useState('');
  const [position, setPosition] = useState(start?.position ?? '');
  const [organisation, setOrganisation] = useState(start?.organisation ?? '');
  const [team, setTeam] = useState(start?.team ?? '');
  const [publicPage, setPublicPage] = useState(current?.publicPage ?? false);
  const [create, creating] = useCreateCoachProfileMutation();
  const [update, updating] = useUpdateCoachProfileMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A sport typed and not picked is meant too.
    // An emptied field is cleared (null), not left as it was.
    const body = {
      photo,
      bio,
      sports: withSport(sports, sportDraft),
      position: position.trim() || null,
      organisation: organisation.trim() || null,
      team: team.trim() || null,
      publicPage,
    };
    try {
      const reply = await (current ? update(body) : create(body)).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      navigate('/CoachProfile');
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <div className="page">
      <CardForm className="form" onSubmit={(event) => void onSubmit(event)}>
        <h1>{current ? 'Edit your coach profile' : 'Create your coach profile'}</h1>
        <PhotoField label="Photo" name={name} url={photo} onChange={setPhoto} upload={uploadProfileImage} />
        <div className="field">
          <label className="field__label" htmlFor="coach-bio">
            Bio <span className="field__optional">(optional)</span>
          </label>
          <textarea
            id="coach-bio"
            className="field__input field__input--area"
            maxLength={1000}
            rows={5}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
          />
        </div>
        <SportsPicker sports={sports} onChange={setSports} draft={sportDraft} onDraftChange={setSportDraft} />
        <Fieldset legend="Where you coach">
          <TextField
            label="Role"
            optional
            maxLength={COACH_ROLE_LIMITS.role}
            placeholder="Head coach, scout, strength coach..."
            value={position}
            onChange={(event) => setPosition(event.target.value)}
          />
          <div className="form-row form-row--2">
            <TextField
              label="Organisation"
              optional
              autoComplete="organization"
              maxLength={COACH_ROLE_LIMITS.organisation}
              placeholder="Club, school or academy"
              value={organisation}
              onChange={(event) => setOrganisation(event.target.value)}
            />
            <TextField
              label="Team"
              optional
              maxLength={COACH_ROLE_LIMITS.team}
              placeholder="e.g. U18 Boys"
              value={team}
              onChange={(event) => setTeam(event.target.value)}
            />
          </div>
        </Fieldset>
        <label className="check">
          <input
            type="checkbox"
            checked={publicPage}
            aria-describedby="coach-public-hint"
            onChange={(event) => setPublicPage(event.target.checked)}
          />
          <span>
            Public page
            <span id="coach-public-hint" className="field__hint">
              Anyone with your page's address sees your photo, name, where you coach, bio, sports and
              followers without signing in, and the people on your profile who are public themselves. Off,
              only Podium members see your profile.
            </span>
          </span>
        </label>
        <SubmitButton isBusy={creating.isLoading || updating.isLoading} busyLabel="Saving...">
          {current ? 'Save changes' : 'Create profile'}
        </SubmitButton>
      </CardForm>
    </div>
  );
}

function CoachFormLoader() {
  const userId = useAppSelector((state) => state.auth.user?._id) ?? '';
  const load = useGetMyCoachProfileQuery();
  const isNew = load.error !== undefined && isNotFound(load.error);
  // Before the profile is made, the coach as others see them: where registration said they coach.
  const asSeen = useGetCoachProfileQuery(userId, { skip: !isNew || userId === '' });
  if (load.isLoading || asSeen.isLoading) return <Loader label="Loading..." />;
  // 404: nothing yet, so this creates. Any other failure is said as such: the form would offer to create a profile
  // the coach may already have.
  if (load.error !== undefined && !isNotFound(load.error)) {
    return (
      <div className="page page--narrow">
        <FailurePanel
          error={load.error}
          onRetry={load.refetch}
          title="We could not load your coach profile"
        />
      </div>
    );
  }
  return <CoachForm current={load.data} start={load.data ?? asSeen.data} />;
}

export function CreateCoachProfilePage() {
  return <CoachFormLoader />;
}
