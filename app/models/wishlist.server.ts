import { z } from "zod";
import { committedStatement, prisma } from "~/db.server";
import { addToCart, ownerWhere, type Owner } from "~/models/cart.server";
import { getProduct, LISTED_PRODUCT, toProductCard, type ProductCardDTO, type ProductDTO } from "~/models/catalog.server";
import { Conflict, NotFound } from "~/utils/errors";

// The wishlist model: one wishlist per owner (a signed-in user, or a guest
// keyed by the anonymous id of the signed `__guest` cookie, DECISIONS 3.1).
// It holds product ids only; products that become inactive or archived stay
// saved but are hidden (and not counted) until they are listed again.

export const PRODUCT_NOT_FOUND = "Product not found";
export const ALREADY_IN_WISHLIST = "Product already in wishlist";
export const NOT_IN_WISHLIST = "Product not found in wishlist";

/** The body of POST /api/wishlist and the productId of the /wishlist form. */
export const WishlistProductSchema = z.object({
  productId: z
    .string({ required_error: "Product ID is required", invalid_type_error: "Product ID must be a string" })
    .trim()
    .min(1, "Product ID is required")
    .max(64, "Product ID is invalid"),
});

// LISTED_PRODUCT in SQL: active and not archived; newest saved first. From the owner's wishlist
// outwards (its unique owner index, then its items): Prisma's relation filter let SQLite walk every
// active product instead (3-7 ms a page at 10,000 products, for a wishlist of two).
const WISHLIST_IDS_SQL = {
  user: `SELECT i."productId" FROM "WishlistItem" i JOIN "Wishlist" w ON w."id" = i."wishlistId" JOIN "Product" p ON p."id" = i."productId"
    WHERE w."userId" = ? AND p."isActive" = 1 AND p."archivedAt" IS NULL ORDER BY i."addedAt" DESC, i."id" DESC`,
  guest: `SELECT i."productId" FROM "WishlistItem" i JOIN "Wishlist" w ON w."id" = i."wishlistId" JOIN "Product" p ON p."id" = i."productId"
    WHERE w."guestId" = ? AND p."isActive" = 1 AND p."archivedAt" IS NULL ORDER BY i."addedAt" DESC, i."id" DESC`,
};

/** The ids of the owner's listed saved products, newest saved first. */
async function listedProductIds(owner: Owner): Promise<string[]> {
  // Every personal page's header asks: a prepared statement on the committed-reads connection (db.server.ts).
  const statement = committedStatement<{ productId: string }>("userId" in owner ? WISHLIST_IDS_SQL.user : WISHLIST_IDS_SQL.guest);
  if (statement) return statement.all("userId" in owner ? owner.userId : owner.guestId).map((i) => i.productId);
  const wishlist = await prisma.wishlist.findUnique({
    where: ownerWhere(owner),
    select: { items: { where: { product: LISTED_PRODUCT }, orderBy: [{ addedAt: "desc" }, { id: "desc" }], select: { productId: true } } },
  });
  return wishlist?.items.map((i) => i.productId) ?? [];
}

export async function getWishlistSummary(owner: Owner | null): Promise<{ count: number; productIds: string[] }> {
  const productIds = owner ? await listedProductIds(owner) : [];
  return { count: productIds.length, productIds };
}

/** The saved products as the API shows them (ProductDTO), newest saved first; hidden products left out. */
export async function getWishlistProducts(owner: Owner | null): Promise<ProductDTO[]> {
  if (!owner) return [];
  // Prisma batches findUnique calls made in the same tick into one query.
  const products = await Promise.all((await listedProductIds(owner)).map((id) => getProduct(id)));
  return products.filter((p): p is ProductDTO => p !== null);
}

/** The saved products as cards, newest saved first (the /wishlist screen). */
export async function getWishlist(owner: Owner | null): Promise<ProductCardDTO[]> {
  return (await getWishlistProducts(owner)).map(toProductCard);
}

/** Saves a product. NotFound for an unknown, inactive or archived product; Conflict when already saved. */
export async function addToWishlist(owner: Owner, productId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const product = await tx.product.findFirst({ where: { id: productId, ...LISTED_PRODUCT }, select: { id: true } });
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    const wishlist = await tx.wishlist.upsert({ where: ownerWhere(owner), create: { ...owner }, update: {}, select: { id: true } });
    const existing = await tx.wishlistItem.findUnique({
      where: { wishlistId_productId: { wishlistId: wishlist.id, productId } },
      select: { id: true },
    });
    if (existing) throw new Conflict(ALREADY_IN_WISHLIST);
    await tx.wishlistItem.create({ data: { wishlistId: wishlist.id, productId } });
  });
}

/** Removes a saved product (even one no longer listed). NotFound when it is not in the wishlist. */
export async function removeFromWishlist(owner: Owner, productId: string): Promise<void> {
  const { count } = await prisma.wishlistItem.deleteMany({ where: { productId, wishlist: ownerWhere(owner) } });
  if (count === 0) throw new NotFound(NOT_IN_WISHLIST);
}

/** Saves the product, or removes it when already saved (the heart on product cards). */
export async function toggleWishlist(owner: Owner, productId: string): Promise<{ inWishlist: boolean }> {
  return prisma.$transaction(async (tx) => {
    const existing = await tx.wishlistItem.findFirst({ where: { productId, wishlist: ownerWhere(owner) }, select: { id: true } });
    if (existing) {
      await tx.wishlistItem.delete({ where: { id: existing.id } });
      return { inWishlist: false };
    }
    const product = await tx.product.findFirst({ where: { id: productId, ...LISTED_PRODUCT }, select: { id: true } });
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    const wishlist = await tx.wishlist.upsert({ where: ownerWhere(owner), create: { ...owner }, update: {}, select: { id: true } });
    await tx.wishlistItem.create({ data: { wishlistId: wishlist.id, productId } });
    return { inWishlist: true };
  });
}

/** Whether the owner has saved the product. */
export async function isInWishlist(owner: Owner | null, productId: string): Promise<boolean> {
  if (!owner) return false;
  const item = await prisma.wishlistItem.findFirst({ where: { productId, wishlist: ownerWhere(owner) }, select: { id: true } });
  return item !== null;
}

/**
 * Moves a saved product to the cart: one piece in the size and colour the shopper chose (a product
 * sold in one size and colour needs no choice; the cart refuses a missing choice with 'Please select
 * a size: ...'), then removes it from the wishlist. The cart's rules apply (stock, line limit); when
 * the cart refuses, its typed error is thrown and the product stays saved. Not one transaction:
 * the cart model runs its own, and the adapter guard forbids nesting; the removal after a
 * successful add is a single statement.
 */
export async function moveToCart(owner: Owner, productId: string, variant: { size?: string; color?: string } = {}): Promise<{ size: string; color: string }> {
  if (!(await isInWishlist(owner, productId))) throw new NotFound(NOT_IN_WISHLIST);
  const product = await getProduct(productId);
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
  const added = await addToCart(owner, { productId, quantity: 1, size: variant.size, color: variant.color });
  await prisma.wishlistItem.deleteMany({ where: { productId, wishlist: ownerWhere(owner) } });
  return { size: added.size, color: added.color };
}

/**
 * At sign-in: the guest's saved products join the user's wishlist (with their
 * save dates; ones the user already saved are dropped), and the guest
 * wishlist is deleted. Idempotent: a second call finds nothing to merge.
 * Returns how many products were added to the user's wishlist.
 */
export async function mergeGuestWishlist(guestId: string, userId: string): Promise<{ merged: number }> {
  if (!guestId) return { merged: 0 };
  return prisma.$transaction(async (tx) => {
    const guest = await tx.wishlist.findUnique({
      where: { guestId },
      select: { id: true, items: { select: { productId: true, addedAt: true } } },
    });
    if (!guest) return { merged: 0 };
    let merged = 0;
    if (guest.items.length > 0) {
      const target = await tx.wishlist.upsert({
        where: { userId },
        create: { userId },
        update: {},
        select: { id: true, items: { select: { productId: true } } },
      });
      const saved = new Set(target.items.map((i) => i.productId));
      const fresh = guest.items.filter((i) => !saved.has(i.productId));
      if (fresh.length > 0) {
        await tx.wishlistItem.createMany({
          data: fresh.map((i) => ({ wishlistId: target.id, productId: i.productId, addedAt: i.addedAt })),
        });
      }
      merged = fresh.length;
    }
    await tx.wishlist.delete({ where: { id: guest.id } });
    return { merged };
  });
}
