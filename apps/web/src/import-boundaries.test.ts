import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Without the trailing slash: ESLint's cwd is compared with file paths as given.
const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

/**
 * The layer messages the lint configuration gives for `code` in place of `file` (an existing file
 * under apps/web/src, so that the `@/` paths resolve as in the real tree; the file is not changed).
 */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${file}` });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('import boundaries of the web app (app → features → shared)', { timeout: 60_000 }, () => {
  it('stop a feature from importing another feature', async () => {
    const errors = await boundaryErrors(
      'features/cart/components/cart-view.tsx',
      "export { PurchasedContents } from '@/features/reports/components/purchased-contents';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not reach into another one')]);
  });

  it('cover a relative path into another feature as well', async () => {
    const errors = await boundaryErrors(
      'features/cart/components/cart-view.tsx',
      "export { getReports } from '../../reports/api/get-reports';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not reach into another one')]);
  });

  it('stop the shared layer from importing a feature or a page', async () => {
    const fromFeature = await boundaryErrors('lib/format-money.ts', "export { useCartStore } from '@/features/cart/stores/cart-store';\n");
    expect(fromFeature).toEqual([expect.stringContaining('The shared layer imports no feature and no page')]);
    const fromPage = await boundaryErrors(
      'components/ui/section.tsx',
      "export { ReaderPurchases } from '@/app/[locale]/(site)/reports/[permalink]/reader-purchases';\n",
    );
    expect(fromPage).toEqual([expect.stringContaining('The shared layer imports no feature and no page')]);
  });

  it('keep the admin out of public code', async () => {
    const fromFeature = await boundaryErrors(
      'features/cart/components/cart-view.tsx',
      "export { AdminShell } from '@/admin/admin-shell';\n",
    );
    expect(fromFeature).toEqual([expect.stringContaining('Public code never imports the admin')]);
    const fromPage = await boundaryErrors(
      'app/[locale]/(site)/page.tsx',
      "export { UsersScreen } from '@/features/admin-users/components/users-screen';\n",
    );
    expect(fromPage).toEqual([expect.stringContaining('Public code never imports the admin')]);
    const fromShared = await boundaryErrors('components/ui/section.tsx', "export { AdminTable } from '@/admin/list/admin-table';\n");
    expect(fromShared).toEqual([expect.stringContaining('Public code never imports the admin')]);
  });

  it('stop a feature from importing a page', async () => {
    const errors = await boundaryErrors(
      'features/reports/components/report-card.tsx',
      "export { ReaderPurchases } from '@/app/[locale]/(site)/reports/[permalink]/reader-purchases';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import pages')]);
  });

  it('let a feature use itself and the shared layer, and a page use features', async () => {
    expect(
      await boundaryErrors(
        'features/reports/components/report-card.tsx',
        "export { ReportGrid } from './report-grid';\nexport { getAreas } from '@/api/get-areas';\nexport { loadScript } from '@/lib/load-script';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/[locale]/(site)/cart/page.tsx',
        "export { PurchasedContents } from '@/features/reports/components/purchased-contents';\n",
      ),
    ).toEqual([]);
  });
});
