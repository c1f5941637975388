import vi from '@/messages/vi';
import en from '@/messages/en';

/** Requests outside every locale (a mistyped file path): no layout knows the language, so both are shown. */
export default function GlobalNotFound() {
  return (
    <html lang="vi">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '48px 24px', textAlign: 'center' }}>
        <h1>{vi.notFound.title}</h1>
        <p>{vi.notFound.description}</p>
        <p>
          <a href="/">{vi.notFound.backHome}</a>
        </p>
        <hr style={{ maxWidth: 320, margin: '32px auto' }} />
        <p lang="en">{en.notFound.title}</p>
        <p lang="en">
          <a href="/en">{en.notFound.backHome}</a>
        </p>
      </body>
    </html>
  );
}
