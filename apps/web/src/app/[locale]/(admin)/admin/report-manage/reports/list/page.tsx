import { ReportsScreen } from '@/features/admin-reports/components/reports-screen';
import { adminMetadata, adminPage } from '../../../admin-page';

export const generateMetadata = adminMetadata('report-manage/reports/list');
export default adminPage('report-manage/reports/list', ReportsScreen);
