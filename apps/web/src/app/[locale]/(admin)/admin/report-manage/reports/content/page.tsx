import { ContentsScreen } from '@/features/admin-report-contents/components/contents-screen';
import { adminMetadata, adminPage } from '../../../admin-page';

export const generateMetadata = adminMetadata('report-manage/reports/content');
export default adminPage('report-manage/reports/content', ContentsScreen);
