// Every operation with a path parameter, and the test that calls it with another user's id (STYLE 4). The
// contract test reads this list: an operation missing from it, an entry for an operation that no longer exists,
// or a test that cannot be found in its file fails the build. Files are relative to apps/server/src.

export interface TestReference {
  file: string;
  /** The exact name given to it(...) or test(...) in that file. */
  test: string;
}

export type IdRouteEntry =
  /** Another user's id is refused (or, for a read, shown only as others may see it): the test that shows it. */
  | { otherUsersId: TestReference }
  /** The parameter is not a user's id to guard (a public page, a bearer secret): why, and the test of its refusals. */
  | { public: string; refusals: TestReference };

const ATHLETE_REFUSALS: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/athletes/refusals.test.ts',
    test: 'answer 403 to another athlete naming the owner’s things, whether by profile or user id',
  },
};

const GROUP_ADMINS: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/groups/groups.test.ts',
    test: 'lets only the owner and admins invite, remove, confirm, deny, edit and post notices',
  },
};

const GROUP_FILE_REFUSALS = {
  images: {
    otherUsersId: {
      file: 'modules/groups/images.test.ts',
      test: 'refuses a member who is no admin, a non-member, another’s upload, another folder and too many',
    },
  },
  imageRemoval: {
    otherUsersId: {
      file: 'modules/groups/images.test.ts',
      test: 'keeps an admin’s JPEG without its GPS, XMP or any EXIF, shows it to members, and an admin removes it',
    },
  },
  documents: {
    otherUsersId: {
      file: 'modules/groups/documents.test.ts',
      test: 'an admin adds a PDF; members list it and open it by a link; others, removed members and old links get none',
    },
  },
  documentRemoval: {
    otherUsersId: {
      file: 'modules/groups/documents.test.ts',
      test: 'a member adds one only to answer a file request; only admins remove; the limit holds',
    },
  },
} satisfies Record<string, IdRouteEntry>;
const REQUESTS_ADMINS: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/groups/requests.test.ts',
    test: 'is made by admins only, and seen by members only',
  },
};

const REQUEST_ANSWERS: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/groups/requests.test.ts',
    test: 'is answered only by a member it asked, with the test it asks for',
  },
};

const PENDING_SENDERS: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/groups/pending.test.ts',
    test: 'is sent by an admin or the athlete’s collaborating coach only, for an athlete member',
  },
};

const PENDING_REMOVERS: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/groups/pending.test.ts',
    test: 'lets the athlete decline, the sender withdraw and an admin clear; nobody else; and must name the item rightly',
  },
};

const RESET_TOKEN: IdRouteEntry = {
  public:
    'the reset token is the authority: a secret mailed to the owner, not an id; another user’s is as unknown as a guess',
  refusals: { file: 'modules/auth/reset.test.ts', test: 'refuses a short password and a malformed token' },
};

const LOCAL_CHECKOUT: IdRouteEntry = {
  public:
    'the checkout session id is the authority, as a Stripe Checkout address is: 128 random bits made for its buyer, not an id; another’s is as unknown as a guess (local checkout only, never in production)',
  refusals: {
    file: 'modules/purchases/checkout.test.ts',
    test: 'answers 404 for a session that does not exist and 409 once paid',
  },
};

const SIGN_IN_LINK: IdRouteEntry = {
  public:
    'the sign-in link’s code is the authority: a secret mailed to the owner, not an id; another user’s is as unknown as a guess',
  refusals: {
    file: 'modules/auth/sign-in-link.test.ts',
    test: 'refuses a malformed, unknown, used or expired code alike',
  },
};

const CONSENT_LINK: IdRouteEntry = {
  public:
    'the consent code is the authority: a secret mailed to the caregiver, not an id; a code of another is as unknown as a guess',
  refusals: {
    file: 'modules/consent/link.test.ts',
    test: 'answers 404 to a well-formed code that names no request, reading or deciding',
  },
};

const CONFIRMATION_LINK: IdRouteEntry = {
  public:
    'the confirmation code is the authority: a secret mailed to the caregiver, not an id; a code of another is as unknown as a guess',
  refusals: {
    file: 'modules/consent/held-changes.test.ts',
    test: 'answers 400 to a malformed code and a decision that is not true or false, 404 to an unknown code',
  },
};

const WATCHLIST_OWN: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/watchlist/watchlist.test.ts',
    test: 'is its coach’s alone: another coach finds nothing of it, and athletes have none',
  },
};

const CONNECTIONS_OWN: IdRouteEntry = {
  otherUsersId: {
    file: 'modules/connections/connections.test.ts',
    test: 'acts only on the caller’s own pair: a third athlete can neither remove nor read another’s connection',
  },
};

const EVENT_FILE = 'modules/events/events.test.ts';
const EVENT_ADMINS: IdRouteEntry = {
  otherUsersId: {
    file: EVENT_FILE,
    test: 'lets an organisation’s admin make, edit, list and cancel events, and nobody else',
  },
};
const EVENT_SIGNUP: TestReference = {
  file: EVENT_FILE,
  test: 'signs an athlete up for a free event once, tells the organisation, and shows their ticket and its QR code',
};
const EVENT_TICKETS: IdRouteEntry = { otherUsersId: EVENT_SIGNUP };
const EVENT_STAFF: IdRouteEntry = {
  otherUsersId: {
    file: EVENT_FILE,
    test: 'lets the event’s staff only check in by code, once, and refuses a minor without consent',
  },
};
const EVENT_RESULTS: IdRouteEntry = {
  otherUsersId: {
    file: EVENT_FILE,
    test: 'puts staff’s results on the profile as verified, and keeps a corrected one as history',
  },
};

export const ID_ROUTES: Record<string, IdRouteEntry> = {
  'GET /api/public/consent/{token}': CONSENT_LINK,
  'PUT /api/public/consent/{token}': CONSENT_LINK,
  'GET /api/public/caregiver-confirmations/{token}': CONFIRMATION_LINK,
  'PUT /api/public/caregiver-confirmations/{token}': CONFIRMATION_LINK,
  'GET /api/users/reset/{token}': RESET_TOKEN,
  'PUT /api/users/reset/{token}': RESET_TOKEN,
  'POST /api/auth/link/{token}': SIGN_IN_LINK,
  'GET /api/athleteProfile/{id}': {
    otherUsersId: {
      file: 'modules/athletes/profile.test.ts',
      test: 'shows another athlete without birth date or private destinations',
    },
  },
  'GET /api/public/athlete/{id}': {
    public: 'a public profile page, read without sign-in; who may be shown is the visibility rule’s to say',
    refusals: {
      file: 'modules/athletes/profile.test.ts',
      test: 'serves public pages without sign-in, and only enabled links',
    },
  },
  'GET /api/public/coach/{id}': {
    public:
      'a coach’s public page, read without sign-in while the coach has it on; a page that is off is 404',
    refusals: {
      file: 'modules/coaches/public-pages.test.ts',
      test: 'refuses what cannot be an id, and a publicPage that is not true or false',
    },
  },
  'GET /api/public/org/{id}': {
    public:
      'an organisation’s public page, read without sign-in; the people it lists follow the visibility rule',
    refusals: {
      file: 'modules/coaches/public-pages.test.ts',
      test: 'is 404 for an unknown organisation and 400 for what cannot be an id',
    },
  },
  'GET /api/public/link/{code}': {
    public: 'the code is the shared link itself, a secret its owner hands out; a disabled one is 404',
    refusals: {
      file: 'modules/athletes/profile.test.ts',
      test: 'serves public pages without sign-in, and only enabled links',
    },
  },
  'PUT /api/athleteProfile/sport-credentials/{id}': ATHLETE_REFUSALS,
  'DELETE /api/athleteProfile/sport-credentials/{id}': ATHLETE_REFUSALS,
  'DELETE /api/athleteProfile/physical-tests/{id}': ATHLETE_REFUSALS,
  'PUT /api/athleteProfile/add-video/{id}': ATHLETE_REFUSALS,
  'DELETE /api/athleteProfile/videos/{id}': ATHLETE_REFUSALS,
  'DELETE /api/athleteProfile/desired-destination/{id}': ATHLETE_REFUSALS,
  'GET /api/coachProfile/user/{id}': {
    otherUsersId: {
      file: 'modules/coaches/coaches.test.ts',
      test: 'shows another coach as the viewer may see them, and 404 for an id that is no coach',
    },
  },
  'GET /api/organisation/{id}': {
    otherUsersId: {
      file: 'modules/organisations/organisations.test.ts',
      test: 'shows to members by id, and 404 for an id that is no organisation',
    },
  },
  'POST /api/organisation/{id}/associate-request': {
    otherUsersId: {
      file: 'modules/associations/associations.test.ts',
      test: 'sends an organisation Associated Coach Request, which any of its admins confirms',
    },
  },
  'PUT /api/athleteProfile/confirmAssociated/{id}': {
    otherUsersId: {
      file: 'modules/associations/associations.test.ts',
      test: 'tells the athlete (Added Associated), stays pending until they confirm, then shows to everyone',
    },
  },
  'PUT /api/associated/{id}/confirm': {
    otherUsersId: {
      file: 'modules/associations/associations.test.ts',
      test: 'sends an organisation Associated Coach Request, which any of its admins confirms',
    },
  },
  'DELETE /api/associated/{id}': {
    otherUsersId: {
      file: 'modules/associations/associations.test.ts',
      test: 'is open to either side and refused to anyone else as unknown',
    },
  },
  'PUT /api/collaborators/invite/{id}': {
    otherUsersId: {
      file: 'modules/collaborators/collaborators.test.ts',
      test: 'is the athlete’s alone to send, to a coach, once',
    },
  },
  'PUT /api/collaborators/accept/{id}': {
    otherUsersId: {
      file: 'modules/collaborators/collaborators.test.ts',
      test: 'is accepted only by the coach invited, once',
    },
  },
  'DELETE /api/collaborators/{id}': {
    otherUsersId: {
      file: 'modules/collaborators/collaborators.test.ts',
      test: 'is the athlete’s own: another athlete, a coach, or an id that is not theirs is refused',
    },
  },
  'POST /api/athleteProfile/{id}/athData': {
    otherUsersId: {
      file: 'modules/collaborators/verified-ranks.test.ts',
      test: 'is for coaches: an athlete is refused, an unknown athlete or key is refused',
    },
  },
  // Pitches and endorsements (issue 10): a receiver named by {id} is any visible coach or organisation (the
  // refusals are hidden and unknown ones); a pitch or endorsement is its two parties' only.
  'POST /api/athleteProfile/coach/{id}': {
    otherUsersId: {
      file: 'modules/pitches/pitches.test.ts',
      test: 'answers 404 for an unknown receiver and for an athlete, a minor included, named as one',
    },
  },
  'PUT /api/athleteProfile/coach/{id}/contact': {
    otherUsersId: {
      file: 'modules/pitches/pitches.test.ts',
      test: 'answers 404 for an unknown receiver and for an athlete, a minor included, named as one',
    },
  },
  'GET /api/athleteProfile/pitch-target/{id}': {
    otherUsersId: {
      file: 'modules/pitches/pitches.test.ts',
      test: 'answers 404 for an unknown receiver and for an athlete, a minor included, named as one',
    },
  },
  'POST /api/organisation/{id}/{id2}/application': {
    otherUsersId: {
      file: 'modules/pitches/pitches.test.ts',
      test: 'to an organisation names the organisation and the athlete’s own profile',
    },
  },
  'GET /api/pitches/{id}': {
    otherUsersId: {
      file: 'modules/pitches/pitches.test.ts',
      test: 'to a coach sends an Athlete CV whose detail is the athlete’s card with their best results',
    },
  },
  'POST /api/pitches/{id}/reply': {
    otherUsersId: {
      file: 'modules/pitches/replies.test.ts',
      test: 'is refused to the athlete who sent the pitch (403), to anyone else naming it (404), and without a session (401)',
    },
  },
  'PUT /api/athleteProfile/{id}/request-endorsement': {
    otherUsersId: {
      file: 'modules/endorsements/endorsements.test.ts',
      test: 'answers 404 for a coach unknown or named by another id, and 409 when asked already',
    },
  },
  'PUT /api/athleteProfile/endorse/{id}': {
    otherUsersId: {
      file: 'modules/endorsements/endorsements.test.ts',
      test: 'lets only the coach asked write it, and only once',
    },
  },
  'GET /api/athleteProfile/endorsement/{id}': {
    otherUsersId: {
      file: 'modules/endorsements/endorsements.test.ts',
      test: 'lets only the coach asked write it, and only once',
    },
  },
  'PUT /api/athleteProfile/acceptEndorsement/{id}': {
    otherUsersId: {
      file: 'modules/endorsements/endorsements.test.ts',
      test: 'lets only the athlete accept, hide, display or delete their own endorsements',
    },
  },
  'PUT /api/athleteProfile/endorsementStatus/{id}': {
    otherUsersId: {
      file: 'modules/endorsements/endorsements.test.ts',
      test: 'lets only the athlete accept, hide, display or delete their own endorsements',
    },
  },
  // Watchlist, timeline and connections (issue 10): a watchlist is its coach's alone (another's entry is not on
  // yours: 404); a timeline and a connection name any athlete the viewer may see, hidden ones 404.
  'GET /api/watchlist/{athleteProfileId}': WATCHLIST_OWN,
  'GET /api/watchlist/status/{athleteProfileId}': WATCHLIST_OWN,
  'PUT /api/watchlist/{athleteProfileId}': WATCHLIST_OWN,
  'DELETE /api/watchlist/{athleteProfileId}': WATCHLIST_OWN,
  'GET /api/timeline/{profileId}': {
    otherUsersId: {
      file: 'modules/timeline/timeline.test.ts',
      test: 'shows another’s timeline only as others may see it: a minor without consent is 404 until consent',
    },
  },
  'DELETE /api/connections/{profileId}': CONNECTIONS_OWN,
  'GET /api/connections/status/{profileId}': CONNECTIONS_OWN,
  // Groups (issue 24): a group's content and settings are its members' only, its changes its owner's and admins'
  // (anyone else 403); a group id alone lets anyone ask to join, which an admin confirms; a member's id names only a
  // member (or your own profile: leave or decline).
  'PUT /api/groups/{id}': GROUP_ADMINS,
  'PUT /api/groups/invite/{id}/{type}': GROUP_ADMINS,
  'PUT /api/groups/{id}/confirmJoin': GROUP_ADMINS,
  'PUT /api/groups/{id}/{memberId}/denyJoin': GROUP_ADMINS,
  'DELETE /api/groups/{id}/{memberId}/{memberType}/{type}': GROUP_ADMINS,
  'POST /api/groups/{id}/noticeboard': GROUP_ADMINS,
  'GET /api/groups/{id}/{type}': {
    otherUsersId: {
      file: 'modules/groups/groups.test.ts',
      test: 'answers No Group for a group that is not there, and refuses anyone but a member its content',
    },
  },
  'PUT /api/groups/join/{id}/{type}': {
    otherUsersId: {
      file: 'modules/groups/groups.test.ts',
      test: 'asks to join without an invitation; the admins are told; confirm lets in, deny says Request Denied!',
    },
  },
  'PUT /api/groups/{id}/settings': {
    otherUsersId: {
      file: 'modules/groups/groups.test.ts',
      test: 'shows a member’s email to the others only when they choose to',
    },
  },
  // A group's images and documents (issue 24, slice 2): seen by members only, changed by admins only.
  'PUT /api/groups/{id}/images': GROUP_FILE_REFUSALS.images,
  'GET /api/groups/{id}/images': GROUP_FILE_REFUSALS.images,
  'DELETE /api/groups/{id}/images/{imageId}': GROUP_FILE_REFUSALS.imageRemoval,
  'PUT /api/groups/{id}/documents': GROUP_FILE_REFUSALS.documents,
  'GET /api/groups/{id}/documents': GROUP_FILE_REFUSALS.documents,
  'DELETE /api/groups/{id}/documents/{documentId}': GROUP_FILE_REFUSALS.documentRemoval,
  'GET /api/groups/{id}/documents/{documentId}/link': GROUP_FILE_REFUSALS.documents,
  'GET /media-private/{folder}/{owner}/{file}': {
    public:
      'the link’s signature is the authority: made by the server for a member, for a few minutes; altered or old, it is refused',
    refusals: {
      file: 'modules/groups/documents.test.ts',
      test: 'an admin adds a PDF; members list it and open it by a link; others, removed members and old links get none',
    },
  },
  // Groups' requests, answers, pending items, leaderboard and CSV (issue 24, slice 3): asking, reminding and the CSV
  // are admins' (anyone else 403); reading requests, answering and the leaderboard members' (asked members' for an
  // answer); a pending item is accepted by its athlete only, removed by its athlete, sender or an admin.
  'PUT /api/groups/{id}/test-request': REQUESTS_ADMINS,
  'PUT /api/groups/{id}/video-request': REQUESTS_ADMINS,
  'PUT /api/groups/{id}/file-request': REQUESTS_ADMINS,
  'GET /api/groups/{id}/requests': REQUESTS_ADMINS,
  'GET /api/groups/{id}/requests/{requestId}': REQUESTS_ADMINS,
  'PUT /api/groups/{id}/requests/{requestId}/remind': {
    otherUsersId: {
      file: 'modules/groups/requests.test.ts',
      test: 'tell only those asked who have not answered, once a day, and only an admin sends them',
    },
  },
  'PUT /api/groups/{id}/test-result': REQUEST_ANSWERS,
  'PUT /api/groups/{id}/highlight-vid': REQUEST_ANSWERS,
  'PUT /api/groups/{id}/{memberId}/collab-tests': PENDING_SENDERS,
  'PUT /api/groups/{id}/{memberId}/collab-vid': PENDING_SENDERS,
  'GET /api/groups/{id}/pending': PENDING_REMOVERS,
  'PUT /api/groups/{id}/remove-pending': PENDING_REMOVERS,
  'PUT /api/groups/{id}/pending/{pendingId}/accept': {
    otherUsersId: {
      file: 'modules/groups/pending.test.ts',
      test: 'a video accepted joins the highlight videos; is accepted by the athlete only',
    },
  },
  'GET /api/groups/{id}/leaderboard': {
    otherUsersId: {
      file: 'modules/groups/leaderboard.test.ts',
      test: 'is for members only, of a ranked test of the catalogue, with sane filters',
    },
  },
  'GET /api/groups/{id}/leaderboard/tests': {
    otherUsersId: {
      file: 'modules/groups/leaderboard-tests.test.ts',
      test: 'is for members only: 401 without a session, 403 for a non-member or a type they have not, 404 for no group',
    },
  },
  'GET /api/groups/{id}/csv': {
    otherUsersId: { file: 'modules/groups/leaderboard.test.ts', test: 'is for admins only' },
  },
  'GET /api/subs/local-checkout/{sessionId}': LOCAL_CHECKOUT,
  'POST /api/subs/local-checkout/{sessionId}/pay': LOCAL_CHECKOUT,
  'PUT /api/events/{id}': EVENT_ADMINS,
  'PUT /api/events/{id}/cancel': EVENT_ADMINS,
  'GET /api/events/promo/{code}': {
    public:
      'the promo code is the event’s shared link, handed out by its organisation; an unknown one is 404',
    refusals: EVENT_SIGNUP,
  },
  'PUT /api/promo/{orgId}/join-event': EVENT_TICKETS,
  'GET /api/athleteProfile/events/{code}': EVENT_TICKETS,
  'GET /api/tickets/{id}/qr': EVENT_TICKETS,
  'GET /api/events/{id}/staff': EVENT_STAFF,
  'POST /api/events/{id}/staff': EVENT_STAFF,
  'DELETE /api/events/{id}/staff/{userId}': EVENT_STAFF,
  'POST /api/events/{id}/check-in': EVENT_STAFF,
  'GET /api/events/{id}/attendees': EVENT_STAFF,
  'POST /api/events/{id}/results': EVENT_RESULTS,
  'PUT /api/events/{id}/results/{resultId}': EVENT_RESULTS,
  'GET /api/events/{id}/results': EVENT_RESULTS,
  'GET /api/athleteProfile/events/{code}/refunds': {
    otherUsersId: {
      file: 'modules/events/refunds.test.ts',
      test: 'is explained to its buyer alone and listed for the organisation, named',
    },
  },
  'GET /api/events/{id}/refunds': {
    otherUsersId: {
      file: 'modules/events/refunds.test.ts',
      test: 'refuses anyone but its admins: no session, an athlete, another organisation, no such event',
    },
  },
  'GET /media/{folder}/{owner}/{file}': {
    public:
      'stored media are served to anyone holding the URL (as Cloudinary serves them); names are unguessable',
    refusals: {
      file: 'modules/media/upload.test.ts',
      test: 'answers 404 for files it never stored and paths it would never produce',
    },
  },
};
