import type { Db } from '../../client.js';
import { blogs } from '../../schema/index.js';
import type { Random } from '../random.js';
import { slugify } from '@app/contracts/permalink.js';
import { blogContent, blogSeeds } from './blog-posts.js';
import type { InsertedReport } from './reports.js';

export async function insertBlogs(
  db: Db,
  random: Random,
  coverFor: (categoryId: number) => string | null,
  reportIds: InsertedReport[],
  authorId: number | null,
  now: Date,
): Promise<void> {
  await db.insert(blogs).values(
    blogSeeds.map(([categoryId, language, title, summary, tags], index) => {
      const publishedAt = new Date(now.getTime() - (index * 9 + random.int(0, 6)) * 86_400_000 - random.int(1, 10) * 3_600_000);
      return {
        title,
        permalink: slugify(title),
        categoryId,
        language,
        summary,
        content: blogContent(title, summary, language),
        coverUrl: coverFor(categoryId),
        tags,
        hot: index % 7 === 0,
        status: 'published',
        publishedAt,
        followReportId: index % 4 === 0 ? (reportIds[index % reportIds.length]?.id ?? null) : null,
        authorId,
        viewCount: random.int(40, 4_800),
        createdAt: publishedAt,
      };
    }),
  );
}
