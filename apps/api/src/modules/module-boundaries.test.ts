import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
let eslint: ESLint;

/** The boundary errors ESLint reports for a file with this source at this path inside src/modules. */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}apps/api/src/modules/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('module boundaries', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it("rejects a module importing another module's repository", async () => {
    const errors = await boundaryErrors(
      'investors/probe.ts',
      "import { findProjects } from '../projects/projects.repository.js';\nexport const probe = findProjects;\n",
    );
    expect(errors).toEqual([expect.stringContaining('call its service, never its repository')]);
  });

  it("accepts a module calling another module's service, and its own repository", async () => {
    const errors = await boundaryErrors(
      'investors/probe.ts',
      "import { ownersProjects } from '../projects/projects.service.js';\nimport { findInvestors } from './investors.repository.js';\nexport const probe = [ownersProjects, findInvestors];\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets commerce share its repositories inside itself but shows others only its public service', async () => {
    expect(
      await boundaryErrors(
        'commerce/orders/probe.ts',
        "import { findCartLines } from '../cart/cart.repository.js';\nexport const probe = findCartLines;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'files/probe.ts',
        "import { buyerCopy } from '../commerce/entitlements/buyer-copy.js';\nexport const probe = buyerCopy;\n",
      ),
    ).toEqual([expect.stringContaining('only through commerce.service.ts')]);
    expect(
      await boundaryErrors(
        'files/probe.ts',
        "import { buyerCopy } from '../commerce/commerce.service.js';\nexport const probe = buyerCopy;\n",
      ),
    ).toEqual([]);
  });
}, 60_000);
