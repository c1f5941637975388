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

/** The source of a probe file that imports each `[name, path]` and uses them. */
function importing(...imports: [name: string, path: string][]): string {
  const lines = imports.map(([name, path]) => `import { ${name} } from '${path}';`);
  return `${lines.join('\n')}\nexport const probe = [${imports.map(([name]) => name).join(', ')}];\n`;
}

describe('module boundaries', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it("rejects a module importing another module's repository", async () => {
    const errors = await boundaryErrors('investors/probe.ts', importing(['findProjects', '../projects/projects.repository.js']));
    expect(errors).toEqual([expect.stringContaining('call its service, never its repository')]);
  });

  it("accepts a module calling another module's service, and its own repository", async () => {
    const errors = await boundaryErrors(
      'investors/probe.ts',
      importing(['ownersProjects', '../projects/projects.service.js'], ['findInvestors', './investors.repository.js']),
    );
    expect(errors).toEqual([]);
  });

  it('lets commerce share its repositories inside itself but shows others only its public service', async () => {
    expect(await boundaryErrors('commerce/orders/probe.ts', importing(['findCartLines', '../cart/cart.repository.js']))).toEqual([]);
    expect(await boundaryErrors('files/probe.ts', importing(['buyerCopy', '../commerce/entitlements/buyer-copy.js']))).toEqual([
      expect.stringContaining('only through commerce.service.ts'),
    ]);
    expect(await boundaryErrors('files/probe.ts', importing(['buyerCopy', '../commerce/commerce.service.js']))).toEqual([]);
  });
}, 60_000);
