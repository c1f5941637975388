import { CategoriesScreen } from '@/features/admin-news-categories/components/categories-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('news-manage/category');
export default adminPage('news-manage/category', CategoriesScreen);
