import { describe, expect, it } from "vitest";
import { type CardData, packCard, unpackCard } from "~/components/card-data";

const card: CardData = {
  id: "p1",
  name: "Silk Saree",
  price: 1200,
  originalPrice: 1500,
  discountPercentage: 20,
  images: ["/a.jpg", "/b.jpg"],
  colors: ["Red", "Gold"],
  sizes: ["S", "M", "L"],
  rating: 4.5,
  reviewCount: 3,
  inStock: true,
  isFeatured: false,
  isNew: true,
  category: { name: "Silk Sarees" },
};

describe("packCard / unpackCard: a card as the loaders send it", () => {
  it("comes back the same, without and with the combinations in stock and a description", () => {
    expect(unpackCard(packCard(card))).toEqual(card);
    const partly: CardData = { ...card, available: [{ size: "S", color: "Red" }, { size: "L", color: "Red" }, { size: "M", color: "Gold" }], description: "Woven in Surat" };
    expect(packCard(partly)[12]).toBe("101010");
    expect(unpackCard(packCard(partly))).toEqual(partly);
  });

  it("keeps '' for a product without sizes or colours, and the three flags", () => {
    const plain: CardData = { ...card, sizes: [], colors: ["Blue", "Green"], inStock: false, isFeatured: true, isNew: false, available: [{ size: "", color: "Green" }] };
    expect(unpackCard(packCard(plain))).toEqual(plain);
    // Round trips through JSON (the loader data) too.
    expect(unpackCard(JSON.parse(JSON.stringify(packCard(plain))))).toEqual(plain);
  });
});
