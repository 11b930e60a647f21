/**
 * The bell's list (issue 19, point 9): GET {notificationInbox}/unread-messages answers the signed-in
 * user's unread messages, newest first, with subject, category, date and account; read messages and
 * other users' messages are not there; without a session it is 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxCalls } from '../../src/domain/calls.ts';
import type { UnreadMessage } from '../../src/domain/inbox.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const url = `${apiAreas.notificationInbox}${inboxCalls.unreadMessages}`;

describe('unread messages', () => {
  it("lists demo.customer's three unread messages, newest first, as many as the badge counts", async () => {
    const { headers } = await signIn(server, 'demo.customer');
    const reply = await server.request({ method: 'GET', url, headers });
    expect(reply.statusCode, reply.body).toBe(200);
    const messages = envelope<UnreadMessage[]>(reply).data;
    expect(messages.map((message) => message.subject)).toEqual(['Power outage in Extension 12', 'Your bill is ready', 'Save energy this winter']);
    expect(messages[0]).toEqual({ messageId: expect.any(Number), subject: 'Power outage in Extension 12', category: 3, receivedAt: expect.any(String), accountNumber: '300041526371' });
    expect(messages[2]!.accountNumber).toBeNull();
    const times = messages.map((message) => Date.parse(message.receivedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const count = await server.request({ method: 'POST', url: `${apiAreas.notificationInbox}${inboxCalls.unread}`, headers, payload: { status: [], categories: [], searchString: '', mode: 1 } });
    expect(envelope<{ data: { totalUnreadCount: number } }>(count).data.data.totalUnreadCount).toBe(messages.length);
  });

  it("shows only the user's own messages: demo.suspended sees its one", async () => {
    const { headers } = await signIn(server, 'demo.suspended');
    const messages = envelope<UnreadMessage[]>(await server.request({ method: 'GET', url, headers })).data;
    expect(messages.map((message) => message.subject)).toEqual(['Your account is overdue']);
  });

  it('refuses a caller without a session', async () => {
    expect((await server.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
