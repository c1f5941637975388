import { z } from 'zod';
import { CREATE_FIELDS, QUERY_FIELDS, RESULT_FIELDS, momoSignature, signatureMatches } from './momo-signature.js';

export interface MomoCredentials {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

/** Posts a JSON body to a path of the MoMo gateway and returns the parsed JSON answer. */
export type MomoTransport = (path: string, body: Record<string, unknown>) => Promise<unknown>;

/** MoMo could not be reached, or answered something that is not a MoMo answer. */
export class MomoUnreachable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MomoUnreachable';
  }
}

export const MOMO_SUCCESS = 0;
/** Initiated and waiting for the buyer, or still being processed: not a final answer yet. */
export const MOMO_PENDING_CODES: readonly number[] = [1000, 7000, 7002, 9000];

export interface CreatePaymentInput {
  requestId: string;
  orderId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  lang: 'vi' | 'en';
}

const createAnswer = z.object({
  resultCode: z.coerce.number().int(),
  message: z.string().default(''),
  payUrl: z.string().optional(),
  deeplink: z.string().optional(),
  qrCodeUrl: z.string().optional(),
});
export type CreatePaymentAnswer = z.infer<typeof createAnswer> & { raw: unknown };

const queryAnswer = z.object({
  resultCode: z.coerce.number().int(),
  message: z.string().default(''),
  orderId: z.string().optional(),
  amount: z.coerce.number().int().optional(),
  transId: z.union([z.number(), z.string()]).optional(),
  payType: z.string().optional(),
});
export type QueryPaymentAnswer = z.infer<typeof queryAnswer> & { raw: unknown };

/** The result fields of an IPN or a return URL, as MoMo signs them. */
export type PaymentResultFields = Record<Exclude<(typeof RESULT_FIELDS)[number], 'accessKey'>, string | number>;

/** MoMo API v2 (all-in-one gateway): create a wallet payment, query it, verify its notifications. */
export class MomoClient {
  constructor(
    readonly credentials: MomoCredentials,
    private readonly transport: MomoTransport,
  ) {}

  get partnerCode(): string {
    return this.credentials.partnerCode;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatePaymentAnswer> {
    const { partnerCode, accessKey, secretKey } = this.credentials;
    const signed = {
      accessKey,
      amount: input.amount,
      extraData: input.extraData,
      ipnUrl: input.ipnUrl,
      orderId: input.orderId,
      orderInfo: input.orderInfo,
      partnerCode,
      redirectUrl: input.redirectUrl,
      requestId: input.requestId,
      requestType: 'captureWallet',
    };
    const body = { ...signed, lang: input.lang, signature: momoSignature(CREATE_FIELDS, signed, secretKey) };
    const raw = await this.transport('/v2/gateway/api/create', body);
    return { ...this.parse(createAnswer, raw), raw };
  }

  async queryPayment(input: { requestId: string; orderId: string; lang: 'vi' | 'en' }): Promise<QueryPaymentAnswer> {
    const { partnerCode, accessKey, secretKey } = this.credentials;
    const signed = { accessKey, orderId: input.orderId, partnerCode, requestId: input.requestId };
    const body = {
      partnerCode,
      requestId: input.requestId,
      orderId: input.orderId,
      lang: input.lang,
      signature: momoSignature(QUERY_FIELDS, signed, secretKey),
    };
    const raw = await this.transport('/v2/gateway/api/query', body);
    return { ...this.parse(queryAnswer, raw), raw };
  }

  /** Whether an IPN body (or a return URL query) carries MoMo's signature for exactly these values. */
  verifyResult(fields: PaymentResultFields, signature: string): boolean {
    return signatureMatches(RESULT_FIELDS, { ...fields, accessKey: this.credentials.accessKey }, this.credentials.secretKey, signature);
  }

  private parse<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new MomoUnreachable('MoMo answered with an unexpected body', { cause: parsed.error });
    return parsed.data;
  }
}
