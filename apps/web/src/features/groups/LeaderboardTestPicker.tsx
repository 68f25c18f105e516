// The leaderboard's test: one select whose first group is the tests the group's members have results in (with how
// many members), then the rest of the ranked catalogue by category, so a coach finds a board with people on it first.
import { PHYSICAL_TESTS, TEST_CATEGORIES } from '@podium/core';
import type { LeaderboardTest } from '@podium/core/api/group-requests';
import { useId } from 'react';

const RANKED = PHYSICAL_TESTS.filter((test) => test.better !== null);

const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

export function LeaderboardTestPicker({
  testKey,
  withResults,
  onChange,
}: {
  testKey: string;
  /** The group's tests with results, the most first; empty while unknown (the whole catalogue is offered). */
  withResults: readonly LeaderboardTest[];
  onChange: (testKey: string) => void;
}) {
  const id = useId();
  const offered = new Set(withResults.map((test) => test.key));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Test
      </label>
      <select
        id={id}
        className="field__input"
        value={testKey}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a test</option>
        {withResults.length > 0 && (
          <optgroup label="Results in this group">
            {withResults.map((test) => (
              <option key={test.key} value={test.key}>
                {test.name} ({membersText(test.members)})
              </option>
            ))}
          </optgroup>
        )}
        {TEST_CATEGORIES.map((category) => {
          const rest = RANKED.filter((test) => test.category === category.key && !offered.has(test.key));
          if (rest.length === 0) return null;
          return (
            <optgroup key={category.key} label={category.name}>
              {rest.map((test) => (
                <option key={test.key} value={test.key}>
                  {test.name}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </div>
  );
}
