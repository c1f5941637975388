import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const momoKeys = { partnerCode: 'MOMOTEST2026', accessKey: 'F8BBA842ECF85TEST', secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlzTEST' };

export const sign = (raw: string, secretKey = momoKeys.secretKey) => createHmac('sha256', secretKey).update(raw).digest('hex');

type Body = Record<string, string | number>;

export interface QueryAnswer {
  resultCode: number;
  amount?: number;
  transId?: number;
  message?: string;
}

/**
 * MoMo's gateway as a partner sees it: it checks each request's signature over the documented
 * fields, in the documented order, and answers in MoMo's shape. Query answers are set by the test.
 */
export interface MomoStandIn {
  url: string;
  received: { path: string; body: Body; signatureValid: boolean }[];
  queryAnswers: Map<string, QueryAnswer>;
  /** When set, the next create is refused with this result code. */
  refuseNextCreate: number | null;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
}

export async function startMomoStandIn(): Promise<MomoStandIn> {
  const received: MomoStandIn['received'] = [];
  const queryAnswers = new Map<string, QueryAnswer>();
  const standIn = { refuseNextCreate: null as number | null };
  const { accessKey, partnerCode } = momoKeys;
  const server = createServer((request, response) => {
    void readJson(request).then((body) => {
      let raw = '';
      if (request.url === '/v2/gateway/api/create') {
        raw =
          `accessKey=${accessKey}&amount=${body.amount}&extraData=${body.extraData}&ipnUrl=${body.ipnUrl}&orderId=${body.orderId}` +
          `&orderInfo=${body.orderInfo}&partnerCode=${body.partnerCode}&redirectUrl=${body.redirectUrl}&requestId=${body.requestId}&requestType=${body.requestType}`;
      } else if (request.url === '/v2/gateway/api/query') {
        raw = `accessKey=${accessKey}&orderId=${body.orderId}&partnerCode=${body.partnerCode}&requestId=${body.requestId}`;
      }
      const signatureValid = raw !== '' && body.partnerCode === partnerCode && body.signature === sign(raw);
      received.push({ path: request.url ?? '', body, signatureValid });
      const base = { partnerCode: body.partnerCode, orderId: body.orderId, requestId: body.requestId, responseTime: Date.now() };
      let answer: object;
      if (!signatureValid) answer = { ...base, resultCode: 11, message: 'Truy cập bị từ chối.' };
      else if (request.url === '/v2/gateway/api/create' && standIn.refuseNextCreate !== null) {
        answer = { ...base, resultCode: standIn.refuseNextCreate, message: 'Yêu cầu bị từ chối.' };
        standIn.refuseNextCreate = null;
      } else if (request.url === '/v2/gateway/api/create') {
        const payUrl = `https://test-payment.momo.vn/v2/gateway/pay?t=${encodeURIComponent(String(body.orderId))}`;
        answer = {
          ...base,
          amount: body.amount,
          resultCode: 0,
          message: 'Thành công.',
          payUrl,
          deeplink: `momo://app?t=${body.orderId}`,
          qrCodeUrl: payUrl,
        };
      } else {
        const set = queryAnswers.get(String(body.orderId)) ?? { resultCode: 1000 };
        answer = {
          ...base,
          extraData: '',
          amount: set.amount ?? 0,
          transId: set.transId ?? 0,
          payType: 'qr',
          resultCode: set.resultCode,
          message: set.message ?? 'Giao dịch đang xử lý.',
          refundTrx: [],
        };
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    received,
    queryAnswers,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

/** A notification signed the way MoMo signs it. */
export function signedIpn(fields: {
  orderId: string;
  requestId: string;
  amount: number;
  resultCode?: number;
  transId?: number;
  partnerCode?: string;
  secretKey?: string;
}): Record<string, string | number> {
  const ipn = {
    partnerCode: fields.partnerCode ?? momoKeys.partnerCode,
    orderId: fields.orderId,
    requestId: fields.requestId,
    amount: fields.amount,
    orderInfo: 'Thanh toán đơn hàng',
    orderType: 'momo_wallet',
    transId: fields.transId ?? 4_088_123_456,
    resultCode: fields.resultCode ?? 0,
    message: fields.resultCode ? 'Giao dịch bị từ chối bởi người dùng.' : 'Thành công.',
    payType: 'qr',
    responseTime: 1_773_000_000_000,
    extraData: '',
  };
  const raw =
    `accessKey=${momoKeys.accessKey}&amount=${ipn.amount}&extraData=${ipn.extraData}&message=${ipn.message}&orderId=${ipn.orderId}` +
    `&orderInfo=${ipn.orderInfo}&orderType=${ipn.orderType}&partnerCode=${ipn.partnerCode}&payType=${ipn.payType}&requestId=${ipn.requestId}` +
    `&responseTime=${ipn.responseTime}&resultCode=${ipn.resultCode}&transId=${ipn.transId}`;
  return { ...ipn, signature: sign(raw, fields.secretKey) };
}
