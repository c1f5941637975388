/**
 * What the user sees when a call fails, as a pure function of the failure.
 * Message keys point into the `errors` namespace of src/messages.
 */
export type FailureMessageKey = 'reload' | 'tooManyRequests' | 'notFound' | 'system' | 'failed' | 'unknown';

export type ApiFailure =
  | { kind: 'canceled' }
  /** `status` is the envelope code, else the HTTP status; 0 when no usable response arrived. */
  | { kind: 'response'; status: number; message?: string | null };

export type FailureFeedback =
  | { action: 'go-home' }
  | { action: 'notify'; key: FailureMessageKey }
  | { action: 'notify'; text: string }
  | { action: 'silent' }
  | { action: 'log' };

export function failureFeedback(failure: ApiFailure): FailureFeedback {
  if (failure.kind === 'canceled') return { action: 'log' };
  const message = failure.message?.trim();
  switch (failure.status) {
    case 0:
      return { action: 'notify', key: 'unknown' };
    case 401:
      return { action: 'go-home' };
    case 403:
      return { action: 'notify', key: 'reload' };
    case 429:
      return { action: 'notify', key: 'tooManyRequests' };
    case 404:
      return message ? { action: 'notify', text: message } : { action: 'notify', key: 'notFound' };
    case 400:
    case 432:
      return message ? { action: 'notify', text: message } : { action: 'notify', key: 'system' };
    case 422:
    case 500:
      return { action: 'silent' };
    default:
      return { action: 'notify', key: 'failed' };
  }
}
