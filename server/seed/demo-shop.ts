import type { Queryable } from '../db/database.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { insertUser } from '../accounts/user-repository.ts';
import { seedDemoBlog } from './demo-blog.ts';
import { DEMO_CATEGORIES } from './demo-categories.ts';
import { seedDemoGallery } from './demo-gallery.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { insertCatalogue, SEED_EPOCH } from './seed-catalogue.ts';

/** A verified customer to try the shop with (documented in the README). */
export const DEMO_CUSTOMER = { email: 'demo@studio-shop.local', password: 'Demo1234', name: 'Ada Demo' } as const;

/** The demo shop a fresh database starts with. */
export async function seedDemoShop(db: Queryable): Promise<void> {
  await insertCatalogue(db, DEMO_CATEGORIES, DEMO_PRODUCTS);
  await seedDemoGallery(db);
  await seedDemoBlog(db);
  await insertUser(db, {
    id: 'usr_demo',
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    passwordHash: await hashPassword(DEMO_CUSTOMER.password),
    emailVerified: true,
    createdAt: SEED_EPOCH,
  });
  await seedDemoOrders(db, 'usr_demo');
}
