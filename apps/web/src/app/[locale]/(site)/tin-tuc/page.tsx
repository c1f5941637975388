import { BlogListPage, generateBlogListMetadata } from '../_blog/blog-list-route';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

/** The Vietnamese news list; English readers are sent to /en/news. */
export const generateMetadata = generateBlogListMetadata('vi');
export default BlogListPage('vi');
