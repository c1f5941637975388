import { GeographyScreen } from '@/features/admin-geography/components/geography-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('report-manage/area');
export default adminPage('report-manage/area', GeographyScreen);
