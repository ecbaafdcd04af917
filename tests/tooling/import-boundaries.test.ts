import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints a one-line file placed at `filePath` and returns the rule ids that fired.
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

describe('import boundaries', () => {
  it('refuses src/ui importing src/api', async () => {
    const ids = await ruleIdsFor('src/ui/Probe.ts', "import { getHealth } from '../api/health.ts';\nexport const probe = getHealth;\n");
    expect(ids).toContain('boundaries/dependencies');
  });

  it('lets src/ui import machines and domain', async () => {
    const ids = await ruleIdsFor(
      'src/ui/Probe.ts',
      "import { healthMachine } from '../machines/health.machine.ts';\nimport { formatNaira } from '../domain/money.ts';\nexport const probe = [healthMachine, formatNaira];\n",
    );
    expect(ids).toEqual([]);
  });

  it('refuses src/domain importing any other layer or a framework', async () => {
    expect(
      await ruleIdsFor(
        'src/domain/probe.ts',
        "import { apiClient } from '../infrastructure/api-client.ts';\nexport const probe = apiClient;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIdsFor('src/domain/probe.ts', "import { createMachine } from 'xstate';\nexport const probe = createMachine;\n"),
    ).toContain('no-restricted-imports');
  });

  it('refuses server importing machines or ui, but lets it import domain and the contract types', async () => {
    expect(
      await ruleIdsFor(
        'server/probe.ts',
        "import { healthMachine } from '../src/machines/health.machine.ts';\nexport const probe = healthMachine;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIdsFor('server/probe.ts', "import { AppRoutes } from '../src/ui/router.tsx';\nexport const probe = AppRoutes;\n"),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIdsFor(
        'server/probe.ts',
        "import type { paths } from '../src/api/schema.gen.ts';\nimport { formatNaira } from '../src/domain/money.ts';\nexport type Probe = paths;\nexport const probe = formatNaira;\n",
      ),
    ).toEqual([]);
  });

  it('refuses server importing the api client code', async () => {
    expect(
      await ruleIdsFor(
        'server/probe.ts',
        "import { createApiClient } from '../src/api/client.ts';\nexport const probe = createApiClient;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('refuses machines importing ui', async () => {
    expect(
      await ruleIdsFor('src/machines/probe.ts', "import { AppRoutes } from '../ui/router.tsx';\nexport const probe = AppRoutes;\n"),
    ).toContain('boundaries/dependencies');
  });

  it('lets machines take only types from src/api; a *.requests.ts module makes the calls', async () => {
    expect(
      await ruleIdsFor(
        'src/machines/shop/probe.machine.ts',
        "import { getProduct } from '../../api/catalogue.ts';\nexport const probe = getProduct;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await ruleIdsFor(
        'src/machines/shop/probe.machine.ts',
        "import type { Product } from '../../api/models.ts';\nexport type Probe = Product;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'src/machines/shop/probe.requests.ts',
        "import { getProduct } from '../../api/catalogue.ts';\nexport const probe = getProduct;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'src/machines/shop/probe.live.ts',
        "import { getProduct } from '../../api/catalogue.ts';\nexport const probe = getProduct;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('keeps the infrastructure (client, token storage) to *.requests.ts and *.live.ts modules', async () => {
    const code = "import { readToken } from '../../infrastructure/token-storage.ts';\nexport const probe = readToken;\n";
    expect(await ruleIdsFor('src/machines/shop/probe.machine.ts', code)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIdsFor('src/machines/shop/probe.requests.ts', code)).toEqual([]);
    expect(await ruleIdsFor('src/machines/shop/probe.live.ts', code)).toEqual([]);
  });

  it('refuses the infrastructure importing machines or ui', async () => {
    expect(
      await ruleIdsFor(
        'src/infrastructure/probe.ts',
        "import { healthMachine } from '../machines/health.machine.ts';\nexport const probe = healthMachine;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await ruleIdsFor('src/infrastructure/probe.ts', "import { AppRoutes } from '../ui/router.tsx';\nexport const probe = AppRoutes;\n"),
    ).toContain('boundaries/dependencies');
  });

  it('refuses a UI area importing another area, but lets it use widgets, app, styles and the frame', async () => {
    expect(
      await ruleIdsFor('src/ui/auth/Probe.tsx', "import { ShopPage } from '../shop/ShopPage.tsx';\nexport const probe = ShopPage;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'src/ui/cart/Probe.tsx',
        "import { ProductPage } from '../shop/ProductPage.tsx';\nexport const probe = ProductPage;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'src/ui/auth/Probe.tsx',
        "import { Tabs } from '../widgets/Tabs.tsx';\nimport { useScreenActor } from '../app/useScreenActor.ts';\nimport { PageMeta } from '../frame/PageMeta.tsx';\nimport { primaryButton } from '../styles/buttons.css.ts';\nimport { LoginPage } from './LoginPage.tsx';\nexport const probe = [Tabs, useScreenActor, PageMeta, primaryButton, LoginPage];\n",
      ),
    ).toEqual([]);
  });
});
