import type { ComponentType } from 'react';
import { useLocale, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { MoreMessages } from './more-messages';

/** The messages of a part that loads on first use, in both languages. */
export type LoadedMessages = Record<Locale, AbstractIntlMessages>;

/**
 * Wraps a component's loader so the component comes with its messages, fetched alongside its code:
 * for the dialogs every page can open but few visits do (sign-in, the cart), whose texts would
 * otherwise travel in every page's HTML twice (as markup data and as the browser's messages).
 */
export function withMessages<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  messages: () => Promise<LoadedMessages>,
): () => Promise<ComponentType<Props>> {
  return async () => {
    const [Component, byLocale] = await Promise.all([load(), messages()]);
    function WithMessages(props: Props) {
      const locale = useLocale() as Locale;
      return (
        <MoreMessages messages={byLocale[locale]}>
          <Component {...props} />
        </MoreMessages>
      );
    }
    return WithMessages;
  };
}
