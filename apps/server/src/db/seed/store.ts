import type { Db } from "../client.js";
import { merchants, products, stockCheckTasks, users } from "../schema/index.js";
import { DEMO_MERCHANTS } from "./content/store.js";
import { demoAccountExists, unknowablePasswordHash } from "./demo-accounts.js";

/**
 * Demo merchants, products and stock. Runs once: it does nothing when the first demo owner exists.
 * Owners are organization accounts with random passwords nobody knows. Products already at their
 * warning level get the open stock-check task a sale would have created, so the dashboard's counts
 * are backed by real rows. Sites are not probed here (see content/store.ts): they stay not embeddable.
 */
export async function seedStoreDemo(db: Db): Promise<boolean> {
  const first = DEMO_MERCHANTS[0];
  if (!first) return false;
  if (await demoAccountExists(db, first.owner.username)) return false;

  await db.transaction(async (tx) => {
    for (const demo of DEMO_MERCHANTS) {
      const [owner] = await tx
        .insert(users)
        .values({
          username: demo.owner.username,
          passwordHash: await unknowablePasswordHash(),
          role: "organization",
          lang: demo.owner.lang,
        })
        .returning({ id: users.id });
      if (!owner) throw new Error("demo merchant owner not stored");
      const [merchant] = await tx
        .insert(merchants)
        .values({
          ownerId: owner.id,
          name: demo.name,
          siteUrl: demo.siteUrl,
          embeddable: false,
          description: demo.description,
        })
        .returning({ id: merchants.id });
      if (!merchant) throw new Error("demo merchant not stored");
      for (const p of demo.products) {
        const [product] = await tx
          .insert(products)
          .values({
            merchantId: merchant.id,
            name: p.name,
            description: p.description,
            priceFen: p.priceFen,
            stock: p.stock,
            warningLevel: p.warningLevel,
          })
          .returning({ id: products.id });
        if (!product) throw new Error("demo product not stored");
        if (p.stock <= p.warningLevel) {
          await tx.insert(stockCheckTasks).values({ productId: product.id, stockAtCreation: p.stock });
        }
      }
    }
  });
  return true;
}
