import type { Db } from '../client.js';
import { seedAccessControl } from './reference/access-control.js';
import { seedBlogCategories } from './reference/blog-categories.js';
import { seedGeography } from './reference/geography.js';
import { seedPackages } from './reference/packages.js';
import { seedProvincialUnits } from './reference/provincial-units.js';
import { seedProjectLists } from './reference/project-lists.js';
import { seedSettings } from './reference/settings.js';

/**
 * The lists the shop cannot run without. Safe on every start: it only adds what is missing and
 * never touches a row staff may have edited.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedGeography(tx);
    await seedProvincialUnits(tx);
    await seedBlogCategories(tx);
    await seedProjectLists(tx);
    await seedPackages(tx);
    await seedSettings(tx);
    await seedAccessControl(tx);
  });
}
