import type { BlogListItem } from '@app/contracts/blogs';
import { BlogCard } from './blog-card';
import classes from './blog-grid.module.css';

export function BlogGrid({
  posts,
  priorityCount = 0,
  columns = 3,
}: {
  posts: readonly BlogListItem[];
  priorityCount?: number;
  columns?: 2 | 3;
}) {
  return (
    <ul className={classes.grid} data-columns={columns}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
