// The endpoints of Athlete Connect (issue 10): ask, answer through the notification, remove or withdraw,
// status, list.
import {
  ConnectionListQuerySchema,
  ConnectionListSchema,
  ConnectionStatusSchema,
  ConnectTargetSchema,
  HandleConnectRequestSchema,
  MessageSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const connectionsEndpoints = defineEndpoints({
  'POST /api/connections': { body: ConnectTargetSchema, response: { 200: MessageSchema } },
  'PUT /api/connections/handle': { body: HandleConnectRequestSchema, response: { 200: MessageSchema } },
  'DELETE /api/connections/:profileId': { params: ConnectTargetSchema, response: { 200: MessageSchema } },
  'GET /api/connections/status/:profileId': {
    params: ConnectTargetSchema,
    response: { 200: ConnectionStatusSchema },
  },
  'GET /api/connections': { querystring: ConnectionListQuerySchema, response: { 200: ConnectionListSchema } },
});
