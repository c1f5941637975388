import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en';
import vi from '@/messages/vi';
import { clientMessages } from './client-messages';
import { withMessages, type LoadedMessages } from './with-messages';

const cartMessages: LoadedMessages = { vi: { cart: vi.cart }, en: { cart: en.cart } };

function CartTitle({ suffix }: { suffix: string }) {
  const t = useTranslations('cart');
  const brand = useTranslations('brand');
  return <p>{`${t('title')} ${suffix} ${brand('name')}`}</p>;
}

describe('withMessages', () => {
  it("gives the loaded component its texts in the page's language, beside the page's own", async () => {
    const Loaded = await withMessages(
      async () => CartTitle,
      async () => cartMessages,
    )();
    render(
      <NextIntlClientProvider locale="en" messages={clientMessages(en)} timeZone="Asia/Ho_Chi_Minh">
        <Loaded suffix="-" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(`${en.cart.title} - ${en.brand.name}`)).toBeTruthy();
  });
});
