import type { BlogListItem } from '@app/contracts/blogs';
import { FirstScreenItems } from '@/components/ui/hydrate-in-slices';
import { BlogCard } from './blog-card';
import classes from './blog-grid.module.css';

/** Post cards in a grid; on the news list, the posts after `firstScreenCount` hydrate after the page, in slices. */
export function BlogGrid({
  posts,
  priorityCount = 0,
  firstScreenCount = posts.length,
  columns = 3,
}: {
  posts: readonly BlogListItem[];
  priorityCount?: number;
  firstScreenCount?: number;
  columns?: 2 | 3;
}) {
  return (
    <ul className={classes.grid} data-columns={columns}>
      <FirstScreenItems count={firstScreenCount}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <BlogCard post={post} priority={index < priorityCount} />
          </li>
        ))}
      </FirstScreenItems>
    </ul>
  );
}
