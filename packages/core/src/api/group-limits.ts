// Every limit of a group (issue 24), apart from the group schemas: purchases' free tier reads it too.

/** Every limit of a group, in one place (docs/design-choices.md, "Groups"). */
export const GROUP_LIMITS = {
  nameMax: 80,
  descriptionMax: 2000,
  noticeMax: 4000,
  /** Members of one group, its owner included: a club's whole membership (issue 24 measures a 1,000-member group). */
  membersPerGroup: 1000,
  /** Groups one profile owns. */
  groupsOwnedPerProfile: 50,
  /** Groups one profile is in (owned ones too). */
  groupsPerProfile: 200,
  /** Invitations (to profiles and emails, resends too) one group sends in a day. */
  invitationsPerGroupPerDay: 100,
  /** Notices one group posts in a day. */
  noticesPerGroupPerDay: 20,
  /** Join requests waiting in one group. */
  waitingRequestsPerGroup: 200,
  /** Days an invitation (to a profile or an email) waits before it expires. */
  invitationDays: 14,
  /** Images one group keeps (each at most media's MEDIA_LIMITS.maxImageBytes). */
  imagesPerGroup: 200,
  /** Images one PUT /api/groups/{id}/images adds. */
  imagesPerCall: 10,
  /** Documents one group keeps (PDF or image, each at most MEDIA_LIMITS.maxImageBytes). */
  documentsPerGroup: 100,
  /** A document's name as members see it. */
  documentNameMax: 120,
  /** Seconds a document's download link works once handed to a member. */
  documentLinkSeconds: 300,
} as const;
