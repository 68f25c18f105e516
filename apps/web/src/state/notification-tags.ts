// What each notification makes stale (issue 22, item 14): a notification that reports a change refreshes the data
// it changed wherever it is shown, not at the next reload. A feature declares it beside the queries that provide
// those tags (its *-api.ts), so the declaration has loaded whenever one of those queries can be in the cache, and a
// new kind of notification brings its own tags there instead of growing a switch here.
import type { NotificationType } from '@podium/core/api/notification-kinds';
import type { UnknownAction } from '@reduxjs/toolkit';

/** A feature's API (`api.enhanceEndpoints({ addTagTypes })`), which may invalidate its own tags. */
interface TaggedApi<Tag extends string> {
  util: { invalidateTags: (tags: Tag[]) => UnknownAction };
}

/** Per notification type, what makes each declaring feature's tags stale. */
const declared = new Map<string, Array<() => UnknownAction>>();

/**
 * Declares that a notification of each type listed makes these tags of `featureApi` stale. Types left out make none
 * of them stale; the list and the top bar's count are refreshed by every notification anyway.
 */
export function staleOnNotifications<Tag extends string>(
  featureApi: TaggedApi<NoInfer<Tag>>,
  kinds: { [Type in NotificationType]?: Tag[] },
): void {
  for (const [type, tags] of Object.entries(kinds)) {
    if (!tags || tags.length === 0) continue;
    const invalidate = () => featureApi.util.invalidateTags(tags);
    declared.set(type, [...(declared.get(type) ?? []), invalidate]);
  }
}

/** The actions that make stale what a notification of `type` changed, one per feature that declared some. */
export function invalidationsFor(type: string): UnknownAction[] {
  return (declared.get(type) ?? []).map((invalidate) => invalidate());
}

/** The actions that make stale whatever any notification could have changed: after the socket was cut off. */
export function invalidationsForAll(): UnknownAction[] {
  return [...declared.values()].flat().map((invalidate) => invalidate());
}
