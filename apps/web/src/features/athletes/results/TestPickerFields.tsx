// The fields that pick a result's test and give its score: category, then test, then one of its units and the
// score (spec 9). Shared by the athlete's own Add a test result and a collaborator's Add a result for an athlete.
import { findTestByKey, isMarkedUnit, type PhysicalTest, TEST_CATEGORIES } from '@podium/core';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { type AddResultValues, scoreHint, unitLabel } from './add-result-form.ts';

const CATEGORY_OPTIONS = TEST_CATEGORIES.map((category) => ({ value: category.key, label: category.name }));

interface TestPickerFieldsProps {
  register: UseFormRegister<AddResultValues>;
  setValue: UseFormSetValue<AddResultValues>;
  errors: FieldErrors<AddResultValues>;
  /** The tests the chosen category offers here. */
  tests: readonly PhysicalTest[];
  test: PhysicalTest | undefined;
  unit: string;
  /** False for a test whose score is an image (the image is the result). */
  hasScore: boolean;
}

export function TestPickerFields({
  register,
  setValue,
  errors,
  tests,
  test,
  unit,
  hasScore,
}: TestPickerFieldsProps) {
  return (
    <>
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
      {test && hasScore && (
        <div className="form-row form-row--2">
          <SelectField
            label="Unit"
            options={test.units.map((option) => ({ value: option, label: unitLabel(option) }))}
            error={errors.unit?.message}
            {...register('unit')}
          />
          <TextField
            label="Score"
            // 7:30 and 7'2" need marks a numeric keypad lacks.
            inputMode={isMarkedUnit(unit) ? 'text' : 'decimal'}
            autoComplete="off"
            hint={scoreHint(unit)}
            error={errors.score?.message}
            {...register('score')}
          />
        </div>
      )}
    </>
  );
}
