import { and, eq } from 'drizzle-orm';
import { reports } from '../../db/schema/index.js';

/**
 * Only what staff published and left active is public. Every query that shows a report (its own
 * pages, blogs, reviews, offers in the cart) shares this one rule.
 */
export const publicReport = and(eq(reports.active, true), eq(reports.status, 'published'))!;
