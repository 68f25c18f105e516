// The baseline of the notification benchmark (bench/notifications.ts), in its own process: a bare socket.io
// server with no authentication and no database. A socket joins its user's room from its handshake; POST /emit
// stamps the payload it is given with the time now and emits it to that room, as our delivery worker emits a
// stored notification. GET /bench/memory and /bench/cpu as bench/notifications-server.ts. Prints
// "listening <port>" once ready.
import { createServer, type IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import { memoryNow } from './notifications-memory.ts';

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function isEmit(value: unknown): value is { room: string; notification: Record<string, unknown> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'room' in value &&
    typeof value.room === 'string' &&
    'notification' in value &&
    typeof value.notification === 'object' &&
    value.notification !== null
  );
}

const server = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/bench/memory') return answer(200, memoryNow());
  if (request.method === 'GET' && request.url === '/bench/cpu') return answer(200, process.cpuUsage());
  if (request.method === 'POST' && request.url === '/emit') {
    return void bodyOf(request).then(
      (body) => {
        if (!isEmit(body)) return answer(400, { errors: [{ msg: 'room and notification required' }] });
        io.to(body.room).emit('new-notification', {
          ...body.notification,
          updatedAt: new Date().toISOString(),
        });
        return answer(200, { msg: 'emitted' });
      },
      () => answer(400, { errors: [{ msg: 'not JSON' }] }),
    );
  }
  // Let socket.io answer its own path; anything else is unknown.
  if (!request.url?.startsWith('/socket.io/')) answer(404, { errors: [{ msg: 'not found' }] });
});
// The same options as src/realtime/server.ts, less what needs the app.
const io = new Server(server, { serveClient: false, maxHttpBufferSize: 16 * 1024 });
io.on('connection', (socket) => {
  const room: unknown = socket.handshake.auth.room;
  if (typeof room === 'string') void socket.join(room);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
