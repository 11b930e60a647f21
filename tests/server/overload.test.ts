/**
 * Load shedding (issue 13, a fair server): when the server is overloaded it says so at once, 503
 * GEN503 in the envelope with Retry-After, instead of making callers wait; calls already admitted
 * are answered, the health call is never refused, and calls are admitted again as the queue drains.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewaySimulator } from '../../server/gateway/simulator.ts';
import type { PaymentGateway } from '../../server/gateway/types.ts';
import { bankRoutingCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, startTestServer, type TestServer } from './helpers.ts';

/** A gateway whose routing lookup waits until the test lets it answer (calls that stay in the server). */
function slowGateway(server: () => TestServer) {
  const waiting: (() => void)[] = [];
  let delayMs: number | null = null;
  const gateway: PaymentGateway = new Proxy({} as PaymentGateway, {
    get: (_target, name: keyof PaymentGateway) => {
      const simulator = new GatewaySimulator(server().db, () => new Date());
      if (name !== 'bankName') return (simulator[name] as (...args: unknown[]) => unknown).bind(simulator);
      return async (routing: string) => {
        await new Promise<void>((resolve) => (delayMs === null ? waiting.push(resolve) : setTimeout(resolve, delayMs)));
        return simulator.bankName(routing);
      };
    },
  });
  return {
    gateway,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
    held: () => waiting.length,
    answerAfter: (ms: number) => (delayMs = ms),
  };
}

const lookup = (server: TestServer) => server.request(`${apiAreas.bankRouting}${bankRoutingCalls.lookup}?routingNumber=281467902`);

describe('a bounded queue', () => {
  let server: TestServer;
  const slow = slowGateway(() => server);
  beforeAll(async () => {
    server = await startTestServer({ gateway: slow.gateway, overload: { maxInFlight: 3 } });
  });
  afterAll(async () => {
    slow.release();
    await server?.close();
  });

  it('beyond the calls in the server, a call is refused at once with 503 and Retry-After; health still answers', async () => {
    const admittedCalls = [lookup(server), lookup(server), lookup(server)];
    while (slow.held() < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    const refused = await lookup(server);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(envelope(refused)).toEqual({ status: { code: 503, message: expect.any(String), msgcode: 'GEN503' }, data: null });
    expect(refused.headers['content-security-policy']).toBeDefined();
    expect((await server.request('/health')).statusCode).toBe(200);
    expect(server.app.overload.shed).toBe(1);

    slow.release();
    for (const reply of await Promise.all(admittedCalls)) expect(reply.statusCode).toBe(200);
    slow.answerAfter(0);
    expect((await lookup(server)).statusCode).toBe(200);
    expect(server.app.overload.inFlight).toBe(0);
  });
});

describe('callers who hang up', () => {
  let server: TestServer;
  const slow = slowGateway(() => server);
  beforeAll(async () => {
    server = await startTestServer({ gateway: slow.gateway, overload: { maxInFlight: 2 } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    slow.release();
    await server?.close();
  });

  it('leave the queue: calls cut short never hold places', async () => {
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (let round = 0; round < 3; round++) {
      const sockets = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')];
      for (const socket of sockets) socket.write(`GET ${apiAreas.bankRouting}${bankRoutingCalls.lookup}?routingNumber=281467902 HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      while (slow.held() < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const socket of sockets) socket.destroy();
      slow.release();
      while (server.app.overload.inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    slow.answerAfter(0);
    expect((await lookup(server)).statusCode).toBe(200);
    expect(server.app.overload.shed).toBe(0);
  });
});

describe('a wait that has grown too long', () => {
  let server: TestServer;
  const slow = slowGateway(() => server);
  beforeAll(async () => {
    server = await startTestServer({ gateway: slow.gateway, overload: { maxInFlight: 1000, minQueued: 2, maxWaitMs: 50 } });
  });
  afterAll(async () => {
    slow.release();
    await server?.close();
  });

  it('with calls queued and answers taking longer than the limit, new calls are refused until the queue drains', async () => {
    slow.answerAfter(150);
    for (const reply of await Promise.all(Array.from({ length: 30 }, () => lookup(server)))) expect(reply.statusCode).toBe(200);
    expect(server.app.overload.recentMs).toBeGreaterThan(50);
    // Two calls in the server and slow answers: the next is refused...
    const queued = [lookup(server), lookup(server)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await lookup(server)).statusCode).toBe(503);
    // ...and once they are answered, calls are admitted again.
    for (const reply of await Promise.all(queued)) expect(reply.statusCode).toBe(200);
    expect((await lookup(server)).statusCode).toBe(200);
  });
});

describe('a kind of call that has become slow', () => {
  let server: TestServer;
  const slow = slowGateway(() => server);
  beforeAll(async () => {
    server = await startTestServer({ gateway: slow.gateway, overload: { maxInFlight: 1000, minQueued: 2, maxWaitMs: 50 } });
  });
  afterAll(async () => {
    slow.release();
    await server?.close();
  });

  it('does not get the others refused: they are admitted while its calls are refused', async () => {
    slow.answerAfter(150);
    for (const reply of await Promise.all(Array.from({ length: 30 }, () => lookup(server)))) expect(reply.statusCode).toBe(200);
    const queued = [lookup(server), lookup(server)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await lookup(server)).statusCode).toBe(503);
    // Two calls in the server, and the recent answers of all kinds slow: a quick call of another kind is answered.
    expect(server.app.overload.recentMs).toBeGreaterThan(50);
    expect((await server.request(`${apiAreas.common}/countries`)).statusCode).toBe(200);
    for (const reply of await Promise.all(queued)) expect(reply.statusCode).toBe(200);
  });
});

describe('answers in turns', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  // Node 20 accepts one new connection per turn of the event loop (server/http/turns.ts). Answering
  // every waiting call in the turn they are read made the last of many customers who connect at
  // once wait until the others had had hundreds of answers each; in turns, it waits for a few each.
  it('customers who connect at once while others keep the server busy all get their first answer soon, counted in answers to the others', async () => {
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const customers = 60;
    const call = Buffer.from('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    let answers = 0;
    const answersBeforeFirst: number[] = [];
    const sockets = Array.from({ length: customers }, () => {
      const socket = connect(port, '127.0.0.1');
      let first = true;
      let buffer = '';
      socket.on('connect', () => socket.write(call));
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('latin1');
        // One answer each time (a customer asks again once answered): find its end by Content-Length.
        const headEnd = buffer.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(buffer.slice(0, headEnd));
        if (headEnd < 0 || !length || buffer.length < headEnd + 4 + Number(length[1])) return;
        buffer = '';
        if (first) answersBeforeFirst.push(answers);
        first = false;
        answers += 1;
        if (answersBeforeFirst.length < customers && answers < 20 * customers * customers) socket.write(call);
      });
      return socket;
    });
    while (answersBeforeFirst.length < customers && answers < 20 * customers * customers) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const socket of sockets) socket.destroy();
    expect(answersBeforeFirst).toHaveLength(customers);
    // All at once in one turn: about customers² / 2 (1,800) answers before the last first answer.
    expect(Math.max(...answersBeforeFirst)).toBeLessThan(5 * customers);
  });
});
