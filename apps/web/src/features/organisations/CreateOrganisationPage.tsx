// /create-organisation: a coach creates their organisation (and becomes its admin), or an admin edits it (issue 10).
import type { Organisation } from '@podium/core/api/coaches';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { authApi } from '../../state/auth-api.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Loader } from '../../ui/Loader.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SportCombobox } from '../athletes/sports/SportCombobox.tsx';
import { useSportRegion } from '../athletes/sports/use-sport-region.ts';
import { ForRole } from '../auth/ForRole.tsx';
import { PhotoField } from '../coaches/PhotoField.tsx';
import {
  useCreateOrganisationMutation,
  useGetMyOrganisationQuery,
  useUpdateOrganisationMutation,
} from './organisations-api.ts';
import '../coaches/coaches.css';

function OrganisationForm({ current }: { current: Organisation | undefined }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const region = useSportRegion();
  const [name, setName] = useState(current?.name ?? '');
  const [logo, setLogo] = useState<string | null>(current?.logo ?? null);
  const [bio, setBio] = useState(current?.bio ?? '');
  const [sport, setSport] = useState(current?.sport ?? '');
  const [country, setCountry] = useState(current?.country ?? '');
  const [state, setState] = useState(current?.state ?? '');
  const [city, setCity] = useState(current?.city ?? '');
  const [create, creating] = useCreateOrganisationMutation();
  const [update, updating] = useUpdateOrganisationMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { name, logo, bio, country, state, city, ...(sport.trim() ? { sport } : {}) };
    try {
      const reply = await (current ? update(body) : create(body)).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      // The creator is now orgAdmin acting as it: load the user again before /organisation asks who they are.
      const reload = dispatch(authApi.endpoints.loadUser.initiate(undefined, { forceRefetch: true }));
      await reload;
      reload.unsubscribe();
      // Spec: after loading the organisation profile the app goes to /organisation.
      navigate('/organisation');
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <div className="page page--form">
      <form className="form card" onSubmit={(event) => void onSubmit(event)}>
        <h1>{current ? 'Edit your organisation' : 'Create your organisation'}</h1>
        <TextField
          label="Name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <PhotoField label="Logo" name={name} url={logo} onChange={setLogo} />
        <div className="field">
          <label className="field__label" htmlFor="org-bio">
            About <span className="field__optional">(optional)</span>
          </label>
          <textarea
            id="org-bio"
            className="field__input field__input--area"
            maxLength={1000}
            rows={5}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
          />
        </div>
        <SportCombobox label="Sport" value={sport} onChange={setSport} region={region} optional />
        <div className="form-row form-row--2">
          <TextField
            label="Country"
            optional
            maxLength={100}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          />
          <TextField
            label="State"
            optional
            maxLength={100}
            value={state}
            onChange={(e) => setState(e.target.value)}
          />
        </div>
        <TextField
          label="City"
          optional
          maxLength={100}
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
        <SubmitButton isBusy={creating.isLoading || updating.isLoading} busyLabel="Saving...">
          {current ? 'Save changes' : 'Create organisation'}
        </SubmitButton>
      </form>
    </div>
  );
}

function FormLoader() {
  const load = useGetMyOrganisationQuery();
  if (load.isLoading) return <Loader label="Loading..." />;
  return <OrganisationForm current={load.data} />;
}

export function CreateOrganisationPage() {
  return (
    <ForRole only="coach">
      <FormLoader />
    </ForRole>
  );
}
