import type { ProductCardDTO } from "~/models/catalog.server";

// A product card as the loaders send it (decision 0036): a tuple instead of an object, so the
// loader data (window.__remixContext) carries no key per field, and the combinations in stock as
// one string of 1s and 0s instead of a list of {size, color} objects. /shop's twelve cards were
// 7 KB of its loader data; the route components unpack them (unpackCard) before rendering.

/** A card, with the shop's list-row description when it has one. */
export type CardData = ProductCardDTO & { description?: string };

export type PackedCard = [
  id: string,
  name: string,
  price: number,
  originalPrice: number,
  discountPercentage: number,
  images: string[],
  colors: string[],
  sizes: string[],
  rating: number,
  reviewCount: number,
  /** 1 in stock, 2 featured, 4 new. */
  flags: number,
  category: string,
  /** ProductCardDTO.available: per colour, per size ("" for none listed), "1" in stock; "" when left out. */
  available: string,
  description?: string,
];

const axis = (values: string[]) => (values.length ? values : [""]);

export function packCard(c: CardData): PackedCard {
  const sizes = axis(c.sizes);
  const available = c.available
    ? axis(c.colors)
        .flatMap((color) => sizes.map((size) => (c.available!.some((a) => a.size === size && a.color === color) ? "1" : "0")))
        .join("")
    : "";
  const flags = (c.inStock ? 1 : 0) | (c.isFeatured ? 2 : 0) | (c.isNew ? 4 : 0);
  const packed: PackedCard = [c.id, c.name, c.price, c.originalPrice, c.discountPercentage, c.images, c.colors, c.sizes, c.rating, c.reviewCount, flags, c.category.name, available];
  if (c.description !== undefined) packed.push(c.description);
  return packed;
}

export function unpackCard([id, name, price, originalPrice, discountPercentage, images, colors, sizes, rating, reviewCount, flags, category, mask, description]: PackedCard): CardData {
  const card: CardData = { id, name, price, originalPrice, discountPercentage, images, colors, sizes, rating, reviewCount, inStock: (flags & 1) > 0, isFeatured: (flags & 2) > 0, isNew: (flags & 4) > 0, category: { name: category } };
  if (mask) {
    const ss = axis(sizes);
    card.available = axis(colors).flatMap((color, c) => ss.flatMap((size, s) => (mask[c * ss.length + s] === "1" ? [{ size, color }] : [])));
  }
  if (description !== undefined) card.description = description;
  return card;
}
