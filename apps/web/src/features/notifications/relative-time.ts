// When a notification came, as the list and the detail view say it (spec 2: timestamps show as relative time).
import { timeAgo } from '../../ui/dates.ts';

/** '5 minutes ago'. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  // A clock a little ahead of ours must not read "in 3 seconds".
  if (when.getTime() >= now.getTime() - 1000) return 'just now';
  return timeAgo(when, now);
}
