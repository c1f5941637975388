/** One mail to one person; `text` is always there, `html` when the mail has a formatted version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailReceipt {
  /** The mail_outbox row that records this mail. */
  id: number;
  status: 'sent' | 'failed';
}

/**
 * Sends mail and keeps a record of it in mail_outbox. A failed delivery is recorded, not thrown:
 * callers send in the background and must not fail a request over it.
 */
export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}
