import type { Config } from '../../config.js';
import type { ExpiringKeys } from '../../lib/expiring-keys.js';

type Limits = Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_ACCOUNT_MAX_FAILURES' | 'LOGIN_LOCK_SECONDS'>;

/**
 * Wrong passwords, counted per account and client address, and per account from every address
 * with a much higher limit (decision 0080). A stranger who fails an account's password locks only
 * their own address out of it; the account-wide count stops guessing spread over many addresses.
 * A count covers LOGIN_LOCK_SECONDS from its first failure, and a lock lasts until that window ends.
 * Attempts while locked are not counted, so one address adds at most LOGIN_MAX_FAILURES to the
 * account-wide count in a window, however long it keeps trying.
 *
 * `account` names what was typed: a known account with its password's date, so that a new password
 * starts afresh, or an unknown name, counted the same way so that it takes the same time.
 */
export class LoginFailures {
  constructor(
    private readonly keys: ExpiringKeys,
    private readonly limits: Limits,
  ) {}

  async isLocked(account: string, address: string): Promise<boolean> {
    const [fromAddress, fromAll] = await Promise.all([this.keys.get(pairKey(account, address)), this.keys.get(accountKey(account))]);
    return fromAddress >= this.limits.LOGIN_MAX_FAILURES || fromAll >= this.limits.LOGIN_ACCOUNT_MAX_FAILURES;
  }

  /** Counts one failure of an address that is not locked; true when it is the one that locks. */
  async record(account: string, address: string): Promise<boolean> {
    const seconds = this.limits.LOGIN_LOCK_SECONDS;
    const [fromAddress, fromAll] = await Promise.all([
      this.keys.increment(pairKey(account, address), seconds),
      this.keys.increment(accountKey(account), seconds),
    ]);
    return fromAddress === this.limits.LOGIN_MAX_FAILURES || fromAll === this.limits.LOGIN_ACCOUNT_MAX_FAILURES;
  }

  /**
   * A right password from an address clears that address's count. The account-wide count stays:
   * guessing from elsewhere may go on while the owner signs in.
   */
  async forget(account: string, address: string): Promise<void> {
    await this.keys.remove(pairKey(account, address));
  }
}

const accountKey = (account: string) => `account:${account}`;
const pairKey = (account: string, address: string) => `address:${account}:${address}`;
