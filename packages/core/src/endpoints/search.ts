// The endpoints of search (profiles spec 7 "Search"; issue 10): only signed-in users search, athletes as well
// as coaches.
import {
  AthleteSearchQuerySchema,
  AthleteSearchResultSchema,
  NameSearchQuerySchema,
  NameSearchResultSchema,
  PeopleSearchQuerySchema,
  SearchPageSchema,
  UserSearchQuerySchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const searchEndpoints = defineEndpoints({
  'GET /api/search/name': { querystring: NameSearchQuerySchema, response: { 200: NameSearchResultSchema } },
  'GET /api/search/coaches': { querystring: PeopleSearchQuerySchema, response: { 200: SearchPageSchema } },
  'GET /api/search/coaches/org': {
    querystring: PeopleSearchQuerySchema,
    response: { 200: SearchPageSchema },
  },
  'GET /api/search/users': { querystring: UserSearchQuerySchema, response: { 200: SearchPageSchema } },
  'GET /api/athleteProfile/search': {
    querystring: AthleteSearchQuerySchema,
    response: { 200: AthleteSearchResultSchema },
  },
});
