// HSN codes of the demo catalogue (docs/decisions/0017-gst-invoices.md): per category, and per
// product where the product is not what its category mostly holds. The migration
// 20261126000000_gst_invoices sets the same category codes on an existing database.

/** Category slug -> HSN (4 digits: enough for a shop under Rs 5 crore turnover, Notification 78/2020-CT). */
export const CATEGORY_HSN: Record<string, string> = {
  "silk-sarees": "5007", // woven fabrics of silk
  "south-indian-sarees": "5007", // Kanjivaram, Mysore, Pochampally silks
  "designer-sarees": "5407", // woven fabrics of synthetic filament yarn (georgette, chiffon, satin, net)
  "cotton-sarees": "5208", // woven fabrics of cotton, >= 85% cotton, <= 200 g/m2
  "wedding-lehengas": "6204", // women's ensembles, skirts and dresses, not knitted
  lehengas: "6204",
  "party-wear": "6204", // anarkalis, gowns, sharara sets
  kurtas: "6211", // other garments (kurtas), not knitted
};

/** Product id -> HSN, where it differs from its category's. */
export const PRODUCT_HSN: Record<string, string> = {
  prod_kerala_kasavu: "5208", // cotton saree in South Indian sarees
  prod_gadwal_pink: "5212", // cotton body with silk borders: other woven fabrics of cotton, mixed
  prod_soft_silk_bottle_green: "5408", // art silk (viscose): woven fabrics of artificial filament yarn
  prod_linen_silver_sage: "5309", // woven fabrics of flax
  prod_cocktail_saree_silver: "5407", // a georgette saree in Party Wear
};
