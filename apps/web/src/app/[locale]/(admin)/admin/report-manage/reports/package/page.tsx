import { PackagesScreen } from '@/features/admin-report-packages/components/packages-screen';
import { adminMetadata, adminPage } from '../../../admin-page';

export const generateMetadata = adminMetadata('report-manage/reports/package');
export default adminPage('report-manage/reports/package', PackagesScreen);
