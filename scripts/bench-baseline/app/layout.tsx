import type { ReactNode } from 'react';

/** The framework's floor for `bench:pages`: no providers, styles, fonts or scripts of the shop. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body>{children}</body>
    </html>
  );
}
