import { notFound } from 'next/navigation';

/** Unknown addresses inside a locale render the localised not-found page within the site layout. */
export default function UnknownPage() {
  notFound();
}
