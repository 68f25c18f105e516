// A test of the catalogue, picked as the results form picks one: category, then test (spec 9). The request form and
// the leaderboard share it; the form-bound TestPickerFields also carries unit and score, which neither needs.
import { findTestByKey, isCategoryKey, TEST_CATEGORIES, testsInCategory } from '@podium/core';
import { useState } from 'react';
import { SelectField } from '../../ui/SelectField.tsx';

const CATEGORY_OPTIONS = TEST_CATEGORIES.map((category) => ({ value: category.key, label: category.name }));

export function TestChoice({
  testKey,
  onChange,
  error,
}: {
  testKey: string;
  onChange: (testKey: string) => void;
  error?: string | undefined;
}) {
  const [category, setCategory] = useState(findTestByKey(testKey)?.category ?? '');
  const tests = isCategoryKey(category) ? testsInCategory(category) : [];
  return (
    <div className="form-row form-row--2">
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={(event) => {
          setCategory(event.target.value);
          onChange('');
        }}
      />
      <SelectField
        label="Test"
        placeholder={tests.length > 0 ? 'Choose a test' : 'Choose a category first'}
        options={tests.map((test) => ({ value: test.key, label: test.name }))}
        disabled={tests.length === 0}
        value={testKey}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
