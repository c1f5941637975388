import { SettingsScreen } from '@/features/admin-settings/components/settings-screen';
import { adminMetadata, adminPage } from '../../admin-page';

export const generateMetadata = adminMetadata('system/settings');
export default adminPage('system/settings', SettingsScreen);
