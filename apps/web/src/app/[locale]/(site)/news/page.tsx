import { BlogListPage, generateBlogListMetadata } from '../_blog/blog-list-route';

/** The English news list; Vietnamese readers are sent to /tin-tuc. */
export const generateMetadata = generateBlogListMetadata('en');
export default BlogListPage('en');
