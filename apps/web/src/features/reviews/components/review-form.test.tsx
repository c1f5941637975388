import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@app/contracts/validation';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse, fieldRefusal, postedReview } from '@/test/fixtures';
import { ReviewForm } from './review-form';

const en = (key: string) => validationMessage(key, 'en');

function renderForm() {
  const user = userEvent.setup();
  const onPosted = vi.fn();
  renderWithProviders(<ReviewForm reportId={7} onPosted={onPosted} />);
  const text = screen.getByRole('textbox', { name: 'Comment' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Send review' }));
  // A star is picked by its picture, the label of a hidden radio.
  const rate = (stars: string) => user.click((screen.getByRole('radio', { name: stars }) as HTMLInputElement).labels![0]!);
  return { user, text, submit, rate, onPosted };
}

describe('ReviewForm', () => {
  it('asks for the stars and the text when sent empty, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { text, submit } = renderForm();

    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(en('rating_invalid'));
    expect(text).toHaveAccessibleDescription(en('review_content_required'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stars and the trimmed text, then empties the form', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => envelopeResponse(postedReview(3), 200, { message: 'Thank you.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, text, submit, rate, onPosted } = renderForm();

    await rate('4 stars');
    await user.type(text, '  Very complete  ');
    await submit();

    await vi.waitFor(() => expect(onPosted).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/review');
    expect(JSON.parse(String(init.body))).toEqual({ report_id: 7, rating: 4, content: 'Very complete' });
    expect(text).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message under the text it refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fieldRefusal('content', 'review_content_required', 'Write a few words.')),
    );
    const { user, text, submit, rate } = renderForm();

    await rate('5 stars');
    await user.type(text, 'Good');
    await submit();

    expect(await screen.findByText('Write a few words.')).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription('Write a few words.');
  });
});
