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

const RESET_TOKEN: IdRouteEntry = {
  public:
    'the reset token is the authority: a secret mailed to the owner, not an id; another user’s is as unknown as a guess',
  refusals: { file: 'modules/auth/reset.test.ts', test: 'refuses a short password and a malformed token' },
};

const CONSENT_LINK: IdRouteEntry = {
  public:
    'the consent code is the authority: a secret mailed to the caregiver, not an id; a code of another is as unknown as a guess',
  refusals: {
    file: 'modules/consent/link.test.ts',
    test: 'answers 404 to a well-formed code that names no request, reading or deciding',
  },
};

export const ID_ROUTES: Record<string, IdRouteEntry> = {
  'GET /api/public/consent/{token}': CONSENT_LINK,
  'PUT /api/public/consent/{token}': CONSENT_LINK,
  'GET /api/users/reset/{token}': RESET_TOKEN,
  'PUT /api/users/reset/{token}': RESET_TOKEN,
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
  'GET /media/{folder}/{owner}/{file}': {
    public:
      'stored media are served to anyone holding the URL (as Cloudinary serves them); names are unguessable',
    refusals: {
      file: 'modules/media/upload.test.ts',
      test: 'answers 404 for files it never stored and paths it would never produce',
    },
  },
};
