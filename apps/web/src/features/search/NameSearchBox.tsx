// Find a person by name, typos forgiven: profiles spec 5, an empty name shows nothing and asks the server nothing.
import { NAME_PREFIX_LETTERS, NAME_SEARCH_LIMIT } from '@podium/core/api/search';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../../state/messages.ts';
import styles from './NameSearchBox.module.css';
import { useSearchNamesQuery } from './search-api.ts';
import { useSettled } from './use-settled.ts';

/** Every typed word too short to match the start of a name (server: person-names.ts), so more letters may find some. */
const isShort = (name: string) => name.split(/\s+/).every((word) => word.length < NAME_PREFIX_LETTERS);

export function NameSearchBox() {
  const [text, setText] = useState('');
  const name = useSettled(text.trim());
  const id = useId();
  const found = useSearchNamesQuery({ name, types: 'athlete,coach,org' }, { skip: name === '' });
  const results = name === '' ? [] : (found.data?.results ?? []);
  return (
    <div className={styles.box} role="search">
      <label className="field__label" htmlFor={id}>
        Find someone by name
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        maxLength={100}
        value={text}
        placeholder="e.g. Jose Garcia"
        onChange={(event) => setText(event.target.value)}
      />
      {name !== '' && found.isError && (
        <p className={styles.note}>
          {failureOf(found.error).canRetry
            ? 'We could not search just now. Try again.'
            : `We could not search for that name. ${failureOf(found.error).text}`}
        </p>
      )}
      {name !== '' && found.isSuccess && results.length === 0 && (
        <p className={styles.note}>
          {isShort(name)
            ? `Nobody found yet: names are matched from their first ${NAME_PREFIX_LETTERS} letters, so keep typing.`
            : 'Nobody found by that name.'}
        </p>
      )}
      {results.length > 0 && (
        <ul className={styles.results}>
          {results.map((card) => (
            <li key={`${card.profileType}:${card.profileId}`}>
              <Link
                to={`/profile/${card.profileId}${card.profileType === 'athlete' ? '' : `?profileType=${card.profileType}`}`}
              >
                {card.name}
              </Link>
              <span className={styles.kind}>
                {[
                  card.profileType === 'org'
                    ? 'Organisation'
                    : card.profileType === 'coach'
                      ? 'Coach'
                      : 'Athlete',
                  card.sport,
                  card.place,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {results.length >= NAME_SEARCH_LIMIT && (
        <p className={styles.note}>
          The {NAME_SEARCH_LIMIT} closest names. Type more of the name to find someone else.
        </p>
      )}
    </div>
  );
}
