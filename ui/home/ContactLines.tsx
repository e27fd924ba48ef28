import { Icon } from '../components/Icon';
import { HOME_COPY } from './home-copy';

/** A card's phone and e-mail, each named for a screen reader. */
export function ContactLines({ phone, email }: { readonly phone: string; readonly email?: string }) {
  return (
    <ul className="contact-lines">
      <li>
        <Icon name="phone" size={18} />
        <span className="visually-hidden">{HOME_COPY.phoneLabel}: </span>
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </li>
      {email !== undefined && (
        <li>
          <Icon name="mail" size={18} />
          <span className="visually-hidden">{HOME_COPY.emailLabel}: </span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
    </ul>
  );
}
