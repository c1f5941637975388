import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { CREATE_FIELDS, QUERY_FIELDS, RESULT_FIELDS, momoSignature, signatureMatches } from '../../../lib/momo/momo-signature.js';
import { demoCredentials, MOMO_IPN_PATH, MOMO_SANDBOX_PREFIX, momoDemoActive, publicApiUrl } from './momo-gateway.js';
import { sandboxPayPage } from './momo-sandbox-page.js';
import { issueTicket, readTicket } from './momo-sandbox-ticket.js';

const createRequest = z.object({
  partnerCode: z.string().max(64),
  requestId: z.string().max(64),
  amount: z.number().int(),
  orderId: z.string().max(64),
  orderInfo: z.string().max(255),
  redirectUrl: z.string().max(2000),
  ipnUrl: z.string().max(2000),
  requestType: z.string().max(32),
  extraData: z.string().max(10_000),
  lang: z.string().max(2).optional(),
  signature: z.string().max(128),
});

const queryRequest = z.object({
  partnerCode: z.string().max(64),
  requestId: z.string().max(64),
  orderId: z.string().max(64),
  lang: z.string().max(2).optional(),
  signature: z.string().max(128),
});

const payQuery = z.object({ ticket: z.string().max(4000) });
const payForm = z.object({ ticket: z.string().max(4000), action: z.enum(['pay', 'cancel']) });

/** MoMo's own answer codes for what the stand-in checks. */
const ACCESS_DENIED = 11;
const AMOUNT_OUT_OF_RANGE = 22;
const USER_DENIED = 1006;
const WAITING_FOR_USER = 1000;

/**
 * A stand-in of MoMo's gateway inside the API, used when no MoMo keys are configured, so the whole
 * MoMo flow works on a fresh install: create (signature checked as MoMo does), a pay page with
 * 'Thanh toán' and 'Hủy', a signed notification to the IPN route, and the return redirect.
 */
export const momoSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!momoDemoActive(app.config)) return;
  const credentials = demoCredentials(app.config);
  const schema = { tags: ['payments'], hide: true };

  app.post(
    `${MOMO_SANDBOX_PREFIX}/v2/gateway/api/create`,
    { config: { access: 'public' }, schema: { ...schema, summary: 'Stand-in of MoMo: create a payment', body: createRequest } },
    async (request) => {
      const body = request.body;
      const answer = {
        partnerCode: body.partnerCode,
        orderId: body.orderId,
        requestId: body.requestId,
        amount: body.amount,
        responseTime: Date.now(),
      };
      const signed = { ...body, accessKey: credentials.accessKey };
      if (body.partnerCode !== credentials.partnerCode || !signatureMatches(CREATE_FIELDS, signed, credentials.secretKey, body.signature)) {
        return { ...answer, resultCode: ACCESS_DENIED, message: 'Truy cập bị từ chối.' };
      }
      if (body.amount < 1_000 || body.amount > 50_000_000)
        return { ...answer, resultCode: AMOUNT_OUT_OF_RANGE, message: 'Số tiền giao dịch không hợp lệ.' };
      const ticket = issueTicket(credentials.secretKey, {
        partnerCode: body.partnerCode,
        orderId: body.orderId,
        requestId: body.requestId,
        amount: body.amount,
        orderInfo: body.orderInfo,
        redirectUrl: body.redirectUrl,
        extraData: body.extraData,
      });
      const payUrl = `${publicApiUrl(app.config)}${MOMO_SANDBOX_PREFIX}/pay?ticket=${encodeURIComponent(ticket)}`;
      return { ...answer, resultCode: 0, message: 'Thành công.', payUrl, deeplink: payUrl, qrCodeUrl: payUrl };
    },
  );

  // The stand-in keeps no state: its notification arrives before the buyer is sent back, so a
  // payment it is asked about is one the buyer has not finished.
  app.post(
    `${MOMO_SANDBOX_PREFIX}/v2/gateway/api/query`,
    { config: { access: 'public' }, schema: { ...schema, summary: 'Stand-in of MoMo: query a payment', body: queryRequest } },
    async (request) => {
      const body = request.body;
      const answer = { partnerCode: body.partnerCode, orderId: body.orderId, requestId: body.requestId, responseTime: Date.now() };
      const signed = { ...body, accessKey: credentials.accessKey };
      if (body.partnerCode !== credentials.partnerCode || !signatureMatches(QUERY_FIELDS, signed, credentials.secretKey, body.signature)) {
        return { ...answer, resultCode: ACCESS_DENIED, message: 'Truy cập bị từ chối.' };
      }
      return { ...answer, resultCode: WAITING_FOR_USER, message: 'Giao dịch đã được khởi tạo, chờ người dùng xác nhận thanh toán.' };
    },
  );

  app.get(
    `${MOMO_SANDBOX_PREFIX}/pay`,
    { config: { access: 'public' }, schema: { ...schema, summary: 'Stand-in of MoMo: the pay page', querystring: payQuery } },
    async (request, reply) => {
      const ticket = readTicket(credentials.secretKey, request.query.ticket);
      if (!ticket) throw new AppError('NOT_FOUND');
      const returnOrigin = new URL(ticket.redirectUrl).origin;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .send(sandboxPayPage(ticket, request.query.ticket));
    },
  );

  app.post(
    `${MOMO_SANDBOX_PREFIX}/pay`,
    {
      config: { access: 'public' },
      schema: { ...schema, summary: 'Stand-in of MoMo: pay or cancel, notify, send the buyer back', body: payForm },
    },
    async (request, reply) => {
      const ticket = readTicket(credentials.secretKey, request.body.ticket);
      if (!ticket) throw new AppError('NOT_FOUND');
      const paid = request.body.action === 'pay';
      const result = {
        partnerCode: ticket.partnerCode,
        orderId: ticket.orderId,
        requestId: ticket.requestId,
        amount: ticket.amount,
        orderInfo: ticket.orderInfo,
        orderType: 'momo_wallet',
        transId: paid ? 4_000_000_000 + randomInt(999_999_999) : 0,
        resultCode: paid ? 0 : USER_DENIED,
        message: paid ? 'Thành công.' : 'Giao dịch bị từ chối bởi người dùng.',
        payType: paid ? 'qr' : '',
        responseTime: Date.now(),
        extraData: ticket.extraData,
      };
      const signature = momoSignature(RESULT_FIELDS, { ...result, accessKey: credentials.accessKey }, credentials.secretKey);
      const delivered = await app.inject({ method: 'POST', url: MOMO_IPN_PATH, payload: { ...result, signature } });
      if (delivered.statusCode !== 204)
        request.log.warn({ status: delivered.statusCode, momoOrderId: ticket.orderId }, 'the stand-in’s notification was refused');
      const back = new URL(ticket.redirectUrl);
      for (const [name, value] of Object.entries({ ...result, signature })) back.searchParams.set(name, String(value));
      return reply.redirect(back.toString(), 303);
    },
  );
};
