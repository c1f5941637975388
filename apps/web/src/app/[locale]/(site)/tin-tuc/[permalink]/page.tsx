import { BlogPostPage, generateBlogPostMetadata } from '../../_blog/blog-post-route';

export const generateMetadata = generateBlogPostMetadata('vi');
export default BlogPostPage('vi');
