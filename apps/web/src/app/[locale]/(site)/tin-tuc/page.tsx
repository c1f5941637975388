import { BlogListPage, generateBlogListMetadata } from '../_blog/blog-list-route';

/** The Vietnamese news list; English readers are sent to /en/news. */
export const generateMetadata = generateBlogListMetadata('vi');
export default BlogListPage('vi');
