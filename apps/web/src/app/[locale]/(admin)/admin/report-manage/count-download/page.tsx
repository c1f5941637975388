import { DownloadsScreen } from '@/features/admin-downloads/components/downloads-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('report-manage/count-download');
export default adminPage('report-manage/count-download', DownloadsScreen);
