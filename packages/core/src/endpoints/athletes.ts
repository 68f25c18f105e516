// The endpoints of athlete profiles (profiles spec 7 "Athlete profile").
import {
  AddDestinationSchema,
  AddSportSchema,
  AddTestResultSchema,
  AddVideoSchema,
  AthleteProfileSchema,
  CreateAthleteProfileSchema,
  DestinationPublicSchema,
  IdParamsSchema,
  ProfileReplySchema,
  PublicLinkParamsSchema,
  PublicLinkRequestSchema,
  PublicLinkSchema,
  TourSeenSchema,
  UpdateBioSchema,
  UpdateGraduationYearSchema,
  UpdateQuickStatsSchema,
  UpdateSportSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const athletesEndpoints = defineEndpoints({
  'POST /api/athleteProfile': { body: CreateAthleteProfileSchema, response: { 201: ProfileReplySchema } },
  'GET /api/athleteProfile/me': { response: { 200: AthleteProfileSchema } },
  'GET /api/athleteProfile/:id': { params: IdParamsSchema, response: { 200: AthleteProfileSchema } },
  'GET /api/public/athlete/:id': { params: IdParamsSchema, response: { 200: AthleteProfileSchema } },
  'GET /api/public/link/:code': {
    params: PublicLinkParamsSchema,
    response: { 200: AthleteProfileSchema },
  },
  'PUT /api/athleteProfile/me/tour-modal': { response: { 200: TourSeenSchema } },
  'PUT /api/users/public-link': { body: PublicLinkRequestSchema, response: { 200: PublicLinkSchema } },
  'PUT /api/athleteProfile/sport-credentials': {
    body: AddSportSchema,
    response: { 200: ProfileReplySchema },
  },
  'PUT /api/athleteProfile/sport-credentials/:id': {
    params: IdParamsSchema,
    body: UpdateSportSchema,
    response: { 200: ProfileReplySchema },
  },
  'DELETE /api/athleteProfile/sport-credentials/:id': {
    params: IdParamsSchema,
    response: { 200: ProfileReplySchema },
  },
  'PUT /api/athleteProfile/physical-tests': {
    body: AddTestResultSchema,
    response: { 200: ProfileReplySchema },
  },
  'DELETE /api/athleteProfile/physical-tests/:id': {
    params: IdParamsSchema,
    response: { 200: ProfileReplySchema },
  },
  'PUT /api/athleteProfile/add-video/:id': {
    params: IdParamsSchema,
    body: AddVideoSchema,
    response: { 200: ProfileReplySchema },
  },
  'DELETE /api/athleteProfile/videos/:id': { params: IdParamsSchema, response: { 200: ProfileReplySchema } },
  'PUT /api/athleteProfile/desired-destination': {
    body: AddDestinationSchema,
    response: { 200: ProfileReplySchema },
  },
  'DELETE /api/athleteProfile/desired-destination/:id': {
    params: IdParamsSchema,
    response: { 200: ProfileReplySchema },
  },
  'PUT /api/athleteProfile/desired-destination-public': {
    body: DestinationPublicSchema,
    response: { 200: ProfileReplySchema },
  },
  'PUT /api/athleteProfile/quick-stats': {
    body: UpdateQuickStatsSchema,
    response: { 200: ProfileReplySchema },
  },
  'PUT /api/athleteProfile/bio': { body: UpdateBioSchema, response: { 200: ProfileReplySchema } },
  'PUT /api/athleteProfile/graduation-year': {
    body: UpdateGraduationYearSchema,
    response: { 200: ProfileReplySchema },
  },
});
