import { describe, expect, it } from 'vitest';
import { QRPay } from 'vietnam-qr-pay';
import { crc16Ccitt, vietQrPayload } from '../../src/lib/vietqr.js';

describe('VietQR payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('matches published samples byte for byte', () => {
    expect(vietQrPayload({ bankBin: '970415', accountNumber: '0011001932418', amount: 120_000, purpose: 'ung ho lu lut' })).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
    expect(vietQrPayload({ bankBin: '970416', accountNumber: '257678859', amount: 10_000, purpose: 'Chuyen tien' })).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('agrees with an independent encoder, and that encoder reads it back', () => {
    const transfers = [
      { bankBin: '970436', accountNumber: '0451000123456', amount: 4_990_000, purpose: 'khachhang_15032026' },
      { bankBin: '970422', accountNumber: '1234567890123456789', amount: 1_000, purpose: 'nguyen.van-an_01012027' },
      { bankBin: '970418', accountNumber: 'VQRQ0001', amount: 990_000, purpose: 'a_31122026' },
    ];
    for (const transfer of transfers) {
      const ours = vietQrPayload(transfer);
      const theirs = QRPay.initVietQR({
        bankBin: transfer.bankBin,
        bankNumber: transfer.accountNumber,
        amount: String(transfer.amount),
        purpose: transfer.purpose,
      }).build();
      expect(ours).toBe(theirs);
      const read = new QRPay(ours);
      expect(read.isValid).toBe(true);
      expect(read.consumer.bankBin).toBe(transfer.bankBin);
      expect(read.consumer.bankNumber).toBe(transfer.accountNumber);
      expect(read.amount).toBe(String(transfer.amount));
      expect(read.additionalData.purpose).toBe(transfer.purpose);
      expect(read.currency).toBe('704');
      expect(read.nation).toBe('VN');
    }
  });

  it('leaves out of the purpose what banking apps would mangle, and refuses amounts that are not whole đồng', () => {
    expect(vietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 1, purpose: 'ab<c>"d' })).toContain('0804abcd');
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 10.5, purpose: 'x' })).toThrow(RangeError);
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 0, purpose: 'x' })).toThrow(RangeError);
  });
});
