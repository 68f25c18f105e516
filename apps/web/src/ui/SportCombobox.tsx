// A sport field that suggests catalogue sports as the person types, by name or alias (issue 8), and says how
// what they typed will be saved: as a catalogue sport, or as an "other" sport that is not ranked by sport.
// A word that names several sports ("football") is never read as one: the field asks which, with a button for each
// (issue 22). The ARIA 1.2 combobox pattern with a list popup: nothing is chosen until the person picks an option.
import {
  ambiguousMeanings,
  isAmbiguous,
  meaningsFor,
  normaliseSportName,
  resolveSport,
  type SportMeaning,
  type SportRegion,
  sportQuestion,
  suggestSports,
} from '@podium/core/sports';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { Button } from './Button.tsx';
import styles from './SportCombobox.module.css';
import { FieldError } from './TextField.tsx';

const SUGGESTIONS = 6;

export const OTHER_SPORT_HINT =
  'Not in our list of sports: it is saved as you wrote it, as an other sport, and not ranked by sport';

/**
 * What the field will save, said under it; nothing when it is empty, already a catalogue name, or a word that
 * names several sports (the field asks which instead).
 */
export function sportHint(value: string): string | null {
  if (value.trim() === '') return null;
  const resolved = resolveSport(value);
  if (isAmbiguous(resolved)) return null;
  if (resolved.other) return OTHER_SPORT_HINT;
  return normaliseSportName(resolved.sport) === normaliseSportName(value)
    ? null
    : `Saved as ${resolved.sport}`;
}

/** The sports a typed word may mean, the one people mostly mean where the person is first; none when it names one. */
function meaningsOf(value: string, region: SportRegion | null): readonly SportMeaning[] {
  const meanings = ambiguousMeanings(value);
  return meanings ? meaningsFor(meanings, region) : [];
}

interface SportComboboxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked; by default it becomes the value. */
  onPick?: (name: string) => void;
  onBlur?: () => void;
  /** Enter or another key the list did not use (the list uses arrows, Enter on an option, Escape). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  region: SportRegion | null;
  /** Names not to suggest (already chosen). */
  exclude?: readonly string[];
  error?: string | undefined;
  optional?: boolean;
  placeholder?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Say under the field how the value will be saved (off where the value is only a draft). */
  showHint?: boolean;
}

export function SportCombobox({
  label,
  value,
  onChange,
  onPick,
  onBlur,
  onKeyDown,
  region,
  exclude = [],
  error,
  optional = false,
  placeholder,
  name,
  inputRef,
  showHint = true,
}: SportComboboxProps) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = suggestSports(value, region, SUGGESTIONS + exclude.length)
    .filter((option) => !exclude.includes(option.name))
    .slice(0, SUGGESTIONS);
  const isShown = isOpen && options.length > 0;
  const hint = showHint ? sportHint(value) : null;
  const meanings = meaningsOf(value, region);
  const describedBy = [
    hint ? `${id}-hint` : null,
    meanings.length > 0 ? `${id}-question` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  function pick(sport: string) {
    if (onPick) onPick(sport);
    else onChange(sport);
    setOpen(false);
    setActive(-1);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      );
      return;
    }
    const chosen = isShown && active >= 0 ? options[active] : undefined;
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      pick(chosen.name);
      return;
    }
    if (event.key === 'Escape' && isShown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    onKeyDown?.(event);
  }

  return (
    <div className={`field ${styles.combobox}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        className="field__input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isShown}
        aria-controls={`${id}-list`}
        aria-activedescendant={isShown && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKey}
      />
      {/* The combobox pattern: the field keeps the focus and the keys (aria-activedescendant), so the options
          are neither focusable nor keyed themselves. */}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Suggested sports"
        className={styles.list}
        hidden={!isShown}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field's onKeyDown picks the active option
          <div
            key={option.key}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            // Keeps the focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option.name)}
          >
            {option.name}
            {option.matched && ' '}
            {option.matched && <span className={styles.alias}>({option.matched})</span>}
          </div>
        ))}
      </div>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {meanings.length > 0 && (
        <div className={styles.question} role="group" aria-labelledby={`${id}-question`}>
          <span id={`${id}-question`} className="field__hint">
            {sportQuestion(value.trim())}
          </span>
          <div className={styles.choices}>
            {meanings.map((meaning) => (
              <Button key={meaning.key} onClick={() => pick(meaning.name)}>
                {meaning.name}
              </Button>
            ))}
          </div>
        </div>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
