// A typed sport as the server stores or searches it: core resolveSport, where a word that names several sports
// ("football") is refused as a 400 naming each, never read as one of them (issue 22, item 13). The request schemas
// refuse it first (core api/sport-name.ts); this says the same words should a caller reach here without them.
import { isAmbiguous, type ResolvedSport, resolveSport } from '@podium/core/sports';
import { badRequest } from './errors.ts';

/** The catalogue sport (or other sport) `label` names; `field` is the refusal's field (`sport`, `sports.0`). */
export function catalogueSport(label: string, field: string): ResolvedSport {
  const resolved = resolveSport(label);
  if (isAmbiguous(resolved)) throw badRequest(`${field}: ${resolved.message}`);
  return resolved;
}
