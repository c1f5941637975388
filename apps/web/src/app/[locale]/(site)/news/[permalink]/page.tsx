import { BlogPostPage, generateBlogPostMetadata } from '../../_blog/blog-post-route';

export const generateMetadata = generateBlogPostMetadata('en');
export default BlogPostPage('en');
