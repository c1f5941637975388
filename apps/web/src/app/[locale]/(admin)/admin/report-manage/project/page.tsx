import { ProjectsScreen } from '@/features/admin-projects/components/projects-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('report-manage/project');
export default adminPage('report-manage/project', ProjectsScreen);
