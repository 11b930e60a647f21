/**
 * The utility's own words (notices, inbox subjects, service centres' opening hours) in the
 * reader's language: seeded in EN_US, EN_UK, Spanish and French as multilingual messages of module
 * noticeTextModule keyed by their English text (server/seed/session.ts). A text written in one
 * language only is answered as written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import * as t from './db/schema.ts';
import { noticeTextModule } from '../src/domain/notificationBanner.ts';

/** A function from an English text to its words in `language` (the text itself when none are stored). */
export async function utilityWords(db: Db, language: string | undefined, texts: string[]): Promise<(english: string) => string> {
  const wanted = [...new Set(texts)];
  if (!wanted.length) return (english) => english;
  const rows = await db
    .select({ english: t.multilingualMessages.controlCode, text: t.multilingualMessages.messageData })
    .from(t.multilingualMessages)
    .where(
      and(
        eq(t.multilingualMessages.module, noticeTextModule),
        eq(t.multilingualMessages.language, language === 'ES' ? 'SP' : (language ?? 'EN_US')),
        inArray(t.multilingualMessages.controlCode, wanted),
      ),
    );
  const words = new Map(rows.map((row) => [row.english, row.text]));
  return (english) => words.get(english) ?? english;
}
