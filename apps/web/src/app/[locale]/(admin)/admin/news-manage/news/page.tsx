import { NewsScreen } from '@/features/admin-news/components/news-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('news-manage/news');
export default adminPage('news-manage/news', NewsScreen);
