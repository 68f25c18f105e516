// The endpoints of the watchlist (issue 10): a coach's saved athletes; every call is the signed-in coach's
// own list.
import {
  MessageSchema,
  SaveWatchlistEntrySchema,
  WatchlistEntryDetailSchema,
  WatchlistParamsSchema,
  WatchlistQuerySchema,
  WatchlistReplySchema,
  WatchlistSchema,
  WatchlistStatusSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

const params = WatchlistParamsSchema;

export const watchlistEndpoints = defineEndpoints({
  'GET /api/watchlist': { querystring: WatchlistQuerySchema, response: { 200: WatchlistSchema } },
  'GET /api/watchlist/status/:athleteProfileId': { params, response: { 200: WatchlistStatusSchema } },
  'GET /api/watchlist/:athleteProfileId': { params, response: { 200: WatchlistEntryDetailSchema } },
  'PUT /api/watchlist/:athleteProfileId': {
    params,
    body: SaveWatchlistEntrySchema,
    response: { 200: WatchlistReplySchema },
  },
  'DELETE /api/watchlist/:athleteProfileId': { params, response: { 200: MessageSchema } },
});
