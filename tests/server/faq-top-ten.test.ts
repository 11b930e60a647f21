/**
 * "Top 10 FAQs" holds ten questions in every language (issue 19, point 14), each also answered in
 * its own category.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqEntry } from '../../src/domain/common.ts';
import { faqCategories } from '../../src/domain/constants.ts';
import { commonCalls, apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const faq = async (categoryId: number, language: string) => {
  const reply = await server.request(`${apiAreas.common}${commonCalls.faq}?categoryId=${categoryId}&language=${language}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<FaqEntry[]>(reply).data;
};

describe('Top 10 FAQs', () => {
  it.each(['EN_US', 'EN_UK', 'SP', 'FR'])('answers ten different questions in %s', async (language) => {
    const questions = (await faq(faqCategories.top10, language)).map((entry) => entry.question);
    expect(questions).toHaveLength(10);
    expect(new Set(questions).size).toBe(10);
  });

  it('a question borrowed from another category is answered there too', async () => {
    const top = (await faq(faqCategories.top10, 'EN_US')).map((entry) => entry.question);
    const billing = (await faq(faqCategories.billingPayment, 'EN_US')).map((entry) => entry.question);
    expect(top).toContain('When is my bill due?');
    expect(billing).toContain('When is my bill due?');
  });
});
