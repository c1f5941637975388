import { InvestorsScreen } from '@/features/admin-investors/components/investors-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('report-manage/investor');
export default adminPage('report-manage/investor', InvestorsScreen);
