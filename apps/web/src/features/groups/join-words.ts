// The spec's words for a join that did not happen (profiles spec 8): no access any more, or already in.
export const NOT_JOINED = {
  requested: 'You no longer have access to this group',
  'existing member': 'You are already a member of this group',
} as const;
