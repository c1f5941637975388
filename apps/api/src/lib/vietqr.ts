/**
 * The VietQR payload (NAPAS, on EMVCo merchant-presented QR) for a bank transfer of a fixed amount
 * to one account, with the transfer syntax as the purpose, so a Vietnamese banking app fills in
 * everything when it scans the code.
 */
const NAPAS_GUID = 'A000000727';
const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
const VND = '704';

export interface VietQrTransfer {
  bankBin: string;
  accountNumber: string;
  amount: number;
  purpose: string;
}

/** One ID-length-value field; every value here is ASCII, so characters and bytes agree. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo's field 63 requires. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Usernames are plain ASCII already; anything a banking app might mangle is left out of the purpose. */
export function plainPurpose(text: string): string {
  return text.replace(/[^A-Za-z0-9 _.-]/g, '').trim();
}

export function vietQrPayload(transfer: VietQrTransfer): string {
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount < 1)
    throw new RangeError('A VietQR amount is a positive whole number of đồng');
  const beneficiary = field('00', transfer.bankBin) + field('01', transfer.accountNumber);
  const merchantAccount = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TRANSFER_TO_ACCOUNT);
  const body =
    field('00', '01') +
    // 12: a dynamic code, made for one payment with its amount.
    field('01', '12') +
    field('38', merchantAccount) +
    field('53', VND) +
    field('54', String(transfer.amount)) +
    field('58', 'VN') +
    field('62', field('08', plainPurpose(transfer.purpose))) +
    '6304';
  return body + crc16Ccitt(body);
}
