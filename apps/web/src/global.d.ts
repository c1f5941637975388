import type { Locale } from '@app/contracts/locale';
import type messages from './messages/vi';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
