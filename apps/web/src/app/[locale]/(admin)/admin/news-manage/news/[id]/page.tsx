import { NewsEditorScreen } from '@/features/admin-news/components/news-editor-screen';
import { adminMetadata, adminPage } from '../../../admin-page';

export const generateMetadata = adminMetadata('news-manage/news');
export default adminPage('news-manage/news', NewsEditorScreen);
