/** Column helpers every area's tables share. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const at = (name: string) => timestamp(name, { withTimezone: true });
