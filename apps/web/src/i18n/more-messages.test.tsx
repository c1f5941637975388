import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useFormatter, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import vi from '@/messages/vi';
import { clientMessages, pickMessages, ROUTE_NAMESPACES } from './client-messages';
import { MoreMessages } from './more-messages';

function Reader() {
  const brand = useTranslations('brand');
  const payments = useTranslations('payments');
  const format = useFormatter();
  const time = format.dateTime(new Date('2026-01-01T00:00:00Z'), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return <p>{`${brand('name')} / ${payments('title')} / ${time}`}</p>;
}

describe('MoreMessages', () => {
  it("adds a route's namespaces to the page's and keeps the time zone given above", () => {
    render(
      <NextIntlClientProvider locale="vi" messages={clientMessages(vi)} timeZone="Asia/Ho_Chi_Minh">
        <MoreMessages messages={pickMessages(vi, ROUTE_NAMESPACES.payment)}>
          <Reader />
        </MoreMessages>
      </NextIntlClientProvider>,
    );
    // Midnight UTC is seven in the morning in Vietnam.
    expect(screen.getByText(`${vi.brand.name} / ${vi.payments.title} / 07:00`)).toBeTruthy();
  });

  it('is needed: the page alone does not carry the payment messages', () => {
    expect(Object.keys(clientMessages(vi))).not.toContain('payments');
  });
});
