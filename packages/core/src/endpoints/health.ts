// The endpoints of the server itself: whether it and its database answer.
import { HealthSchema } from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const healthEndpoints = defineEndpoints({
  'GET /api/health': { response: { 200: HealthSchema } },
});
