import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@app/contracts/validation';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse, postedReply } from '@/test/fixtures';
import { useAuthModal } from '@/stores/auth-modal';
import { ReplyForm } from './reply-form';

function renderForm() {
  const user = userEvent.setup();
  const onDone = vi.fn();
  renderWithProviders(<ReplyForm reviewId={4} parentId={9} to="Lan" onDone={onDone} />);
  const text = screen.getByRole('textbox', { name: 'Reply to Lan' });
  const send = () => user.click(screen.getByRole('button', { name: 'Send reply' }));
  return { user, text, send, onDone };
}

describe('ReplyForm', () => {
  it('asks for a text and sends nothing without one', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, text, send } = renderForm();

    await user.type(text, '   ');
    await send();

    expect(text).toHaveAccessibleDescription(validationMessage('review_content_required', 'en'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed answer to the reply it answers, then closes', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => envelopeResponse(postedReply(12, 4), 200, { message: 'Sent.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, text, send, onDone } = renderForm();

    await user.type(text, ' Thank you ');
    await send();

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/sub-review');
    expect(JSON.parse(String(init.body))).toEqual({ review_id: 4, parent_id: 9, content: 'Thank you' });
  });

  it('asks to sign in again when the session has ended', async () => {
    useAuthModal.setState({ loginWarningOpened: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(null, 401, { error_code: 'UNAUTHORIZED' })),
    );
    const { user, text, send, onDone } = renderForm();

    await user.type(text, 'Thank you');
    await send();

    await vi.waitFor(() => expect(useAuthModal.getState().loginWarningOpened).toBe(true));
    expect(onDone).not.toHaveBeenCalled();
  });
});
