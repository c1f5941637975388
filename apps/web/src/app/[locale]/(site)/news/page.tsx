import { BlogListPage, generateBlogListMetadata } from '../_blog/blog-list-route';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

/** The English news list; Vietnamese readers are sent to /tin-tuc. */
export const generateMetadata = generateBlogListMetadata('en');
export default BlogListPage('en');
