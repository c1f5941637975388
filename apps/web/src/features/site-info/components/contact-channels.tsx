import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import classes from './contact-channels.module.css';

interface ContactChannelsProps {
  hotline?: string;
  email?: string;
  labels: { hotline: string; email: string };
}

/** The shop's hotline and e-mail as links, on the contact page and the support centre. */
export function ContactChannels({ hotline, email, labels }: ContactChannelsProps) {
  return (
    <ul className={classes.channels}>
      {hotline && (
        <li>
          <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon size={20} />
            <span>
              {labels.hotline}: <strong>{hotline}</strong>
            </span>
          </a>
        </li>
      )}
      {email && (
        <li>
          <a href={`mailto:${email}`}>
            <MailIcon size={20} />
            <span>
              {labels.email}: <strong>{email}</strong>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
