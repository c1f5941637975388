import { AppError } from '../../../lib/app-error.js';

const providerNames = { facebook: 'Facebook', google: 'Google' } as const;

export function socialFailure(message: string): AppError {
  const text = message.slice(0, 300);
  return new AppError('SOCIAL_LOGIN_FAILED', { message: { vi: text, en: text } });
}

/** The provider's own words for a refusal: Graph API `error.message`, Google `error_description`. */
export function providerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
  if (typeof description === 'string' && description) return description;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

export interface ProviderAnswer {
  ok: boolean;
  body: unknown;
}

/**
 * One call to a provider with a deadline. An unreachable provider is reported as a failed sign-in
 * (400), so the client shows the message; the URL is never logged, as it carries the token.
 */
export async function callProvider(
  provider: keyof typeof providerNames,
  url: URL,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    const name = providerNames[provider];
    throw new AppError('SOCIAL_LOGIN_FAILED', {
      message: { vi: `Không kết nối được với ${name}, vui lòng thử lại sau.`, en: `Could not reach ${name}, please try again later.` },
    });
  }
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, body };
}
