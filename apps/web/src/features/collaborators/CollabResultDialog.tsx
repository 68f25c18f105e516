// A collaborator adds a result for an athlete (PUT collab-tests-added): the athletes feature's form rules (core's
// catalogue, units and plausible bounds, add-result-form.ts); the server verifies it as entered by a coach.
import { zodResolver } from '@hookform/resolvers/zod';
import { findTestByKey, TEST_CATEGORIES, type TestCategoryKey, testsInCategory } from '@podium/core';
import { useForm } from 'react-hook-form';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  AddResultFormSchema,
  type AddResultValues,
  buildAddResult,
  scoreHint,
  unitLabel,
} from '../athletes/results/add-result-form.ts';
import { useAddCollabTestsMutation } from './collaborators-api.ts';

const CATEGORY_OPTIONS = TEST_CATEGORIES.map((category) => ({ value: category.key, label: category.name }));
const isCategoryKey = (value: string): value is TestCategoryKey =>
  TEST_CATEGORIES.some((category) => category.key === value);
// Image-score tests (BODPOD, DEXA) need the scan uploaded: left to the athlete.
const withoutImageScores = (key: TestCategoryKey) =>
  testsInCategory(key).filter((test) => !test.isImageScore);

interface CollabResultDialogProps {
  athlete: { profileId: string; name: string };
  onClose: () => void;
}

export function CollabResultDialog({ athlete, onClose }: CollabResultDialogProps) {
  const dispatch = useAppDispatch();
  const [addTests] = useAddCollabTestsMutation();
  const { register, handleSubmit, watch, setValue, formState } = useForm<AddResultValues>({
    resolver: zodResolver(AddResultFormSchema),
    defaultValues: { category: '', testKey: '', unit: '', score: '' },
  });
  const { errors } = formState;
  const category = watch('category');
  const test = findTestByKey(watch('testKey'));
  const unit = watch('unit');
  const tests = isCategoryKey(category) ? withoutImageScores(category) : [];

  async function onSubmit(values: AddResultValues) {
    if (!test) return;
    try {
      const reply = await addTests({
        sender: athlete.profileId,
        tests: [buildAddResult(test, values, null)],
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not add the result. Please try again.'));
    }
  }

  return (
    <Dialog title={`Add a result for ${athlete.name}`} onClose={onClose}>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a result">
        <fieldset className="form__fields" disabled={formState.isSubmitting}>
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={CATEGORY_OPTIONS}
            error={errors.category?.message}
            {...register('category', {
              onChange: () => {
                setValue('testKey', '');
                setValue('unit', '');
              },
            })}
          />
          <SelectField
            label="Test"
            placeholder={tests.length > 0 ? 'Choose a test' : 'Choose a category first'}
            options={tests.map((option) => ({ value: option.key, label: option.name }))}
            disabled={tests.length === 0}
            error={errors.testKey?.message}
            {...register('testKey', {
              onChange: (event: { target: { value: string } }) =>
                setValue('unit', findTestByKey(event.target.value)?.units[0] ?? ''),
            })}
          />
          {test && (
            <div className="form-row form-row--2">
              <SelectField
                label="Unit"
                options={test.units.map((option) => ({ value: option, label: unitLabel(option) }))}
                error={errors.unit?.message}
                {...register('unit')}
              />
              <TextField
                label="Score"
                inputMode={unit === 'ft' ? 'text' : 'decimal'}
                autoComplete="off"
                hint={scoreHint(unit)}
                error={errors.score?.message}
                {...register('score')}
              />
            </div>
          )}
        </fieldset>
        <p className="muted">You are a coach, so this result shows as verified by you.</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton isBusy={formState.isSubmitting} busyLabel="Saving...">
            Add result
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
