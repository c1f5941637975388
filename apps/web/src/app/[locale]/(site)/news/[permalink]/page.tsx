import { BlogPostPage, generateBlogPostMetadata } from '../../_blog/blog-post-route';
import { renderOnFirstVisit } from '@/lib/page-locale';

export const revalidate = 300;
export const generateStaticParams = renderOnFirstVisit;
export const generateMetadata = generateBlogPostMetadata('en');
export default BlogPostPage('en');
