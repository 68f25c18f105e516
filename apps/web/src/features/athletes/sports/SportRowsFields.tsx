// The sports part of the create-profile form: one card per sport, a radio for the main one, add and remove.
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useSportRegion } from '../../../state/use-sport-region.ts';
import { Button } from '../../../ui/Button.tsx';
import { SportCombobox } from '../../../ui/SportCombobox.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { type CreateProfileInput, EMPTY_SPORT } from '../profile/create-profile-form.ts';
import styles from './SportRowsFields.module.css';

const MAX_SPORTS = PROFILE_LIMITS.sports;

interface SportRowsFieldsProps {
  control: Control<CreateProfileInput>;
  register: UseFormRegister<CreateProfileInput>;
  errors: FieldErrors<CreateProfileInput>;
  mainIndex: number;
  onMainChange: (index: number) => void;
}

export function SportRowsFields({
  control,
  register,
  errors,
  mainIndex,
  onMainChange,
}: SportRowsFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sportingCred' });
  const region = useSportRegion();
  return (
    <fieldset className={styles.rows}>
      <legend className={styles.legend}>Your sports</legend>
      {fields.map((field, index) => {
        const rowErrors = errors.sportingCred?.[index];
        return (
          <div key={field.id} className={styles.row}>
            <Controller
              control={control}
              name={`sportingCred.${index}.sport`}
              render={({ field }) => (
                <SportCombobox
                  label={`Sport ${fields.length > 1 ? index + 1 : ''}`.trim()}
                  region={region}
                  error={rowErrors?.sport?.message}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <div className={styles.details}>
              <TextField label="Position" optional {...register(`sportingCred.${index}.position`)} />
              <TextField
                label="Level"
                optional
                placeholder="e.g. U18, Varsity"
                {...register(`sportingCred.${index}.level`)}
              />
              <TextField label="Team" optional {...register(`sportingCred.${index}.team`)} />
            </div>
            <div className={styles.footer}>
              <label className="check">
                <input
                  type="radio"
                  name="main-sport"
                  checked={mainIndex === index}
                  onChange={() => onMainChange(index)}
                />
                <span>Main sport{fields.length > 1 ? '' : ' (rankings by sport use it)'}</span>
              </label>
              {fields.length > 1 && (
                <Button
                  variant="link-danger"
                  onClick={() => {
                    remove(index);
                    if (mainIndex >= index && mainIndex > 0) onMainChange(mainIndex - 1);
                  }}
                >
                  Remove<span className="visually-hidden"> sport {index + 1}</span>
                </Button>
              )}
            </div>
          </div>
        );
      })}
      {errors.sportingCred?.root?.message && (
        <p className="field__error">{errors.sportingCred.root.message}</p>
      )}
      {fields.length < MAX_SPORTS && (
        <Button size="small" className={styles.add} onClick={() => append({ ...EMPTY_SPORT })}>
          Add another sport
        </Button>
      )}
    </fieldset>
  );
}
