// The flood of the socket benchmark (bench/sockets.ts), in a process of its own so that encoding 20,000 events does
// not hold up the requests the benchmark times: BENCH_FLOOD_SOCKETS sockets of one account connect as the web app
// does (WebSocket, the token in auth), and when told ("go") send BENCH_FLOOD_EVENTS registerUser between them as
// fast as they can. It reports what came back once every socket was closed or every event answered, or at
// BENCH_FLOOD_CAP_SECONDS (the baseline may take longer than the benchmark should).
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { envCount } from './shared.ts';

export interface FloodReport {
  kind: 'done';
  /** How long the loop that emitted every event took. */
  emittedMs: number;
  /** registerUser acknowledged with a profile, and with { errors } (a limit said why). */
  answered: number;
  refused: number;
  /** Sockets the server closed. */
  closed: number;
  /** From "go" to the last acknowledgement, and to the flood being over (every socket closed or every event answered). */
  lastAnswerMs: number;
  overMs: number;
  /** Still neither closed nor fully answered at the cap: the report was cut there. */
  isCut: boolean;
}

export type FloodMessage = { kind: 'connected'; sockets: number } | FloodReport;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const url = required('BENCH_URL');
const token = required('BENCH_TOKEN');
const payload = { userId: required('BENCH_USER_ID'), profileId: required('BENCH_PROFILE_ID') };
const socketCount = envCount('BENCH_FLOOD_SOCKETS', 10);
const events = envCount('BENCH_FLOOD_EVENTS', 20_000);
const capMs = envCount('BENCH_FLOOD_CAP_SECONDS', 30) * 1000;

function connectOne(): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const send = (message: FloodMessage) => process.send?.(message);

const sockets = await Promise.all(Array.from({ length: socketCount }, connectOne));
send({ kind: 'connected', sockets: sockets.length });

process.once('message', (message) => {
  if (message !== 'go') return;
  const start = performance.now();
  const report: FloodReport = {
    kind: 'done',
    emittedMs: 0,
    answered: 0,
    refused: 0,
    closed: 0,
    lastAnswerMs: 0,
    overMs: 0,
    isCut: false,
  };
  let isOver = false;
  const finish = (isCut: boolean) => {
    if (isOver) return;
    isOver = true;
    report.isCut = isCut;
    report.overMs = performance.now() - start;
    send(report);
    for (const socket of sockets) socket.disconnect();
    process.disconnect?.();
  };
  const cap = setTimeout(() => finish(true), capMs);
  const check = () => {
    if (report.closed === sockets.length || report.answered + report.refused === events) {
      clearTimeout(cap);
      finish(false);
    }
  };
  for (const socket of sockets) {
    socket.once('disconnect', () => {
      report.closed += 1;
      check();
    });
  }
  const onAnswer = (answer: unknown) => {
    if (typeof answer === 'object' && answer !== null && 'errors' in answer) report.refused += 1;
    else report.answered += 1;
    report.lastAnswerMs = performance.now() - start;
    check();
  };
  for (let index = 0; index < events; index += 1) {
    sockets[index % sockets.length]?.emit('registerUser', payload, onAnswer);
  }
  report.emittedMs = performance.now() - start;
});
