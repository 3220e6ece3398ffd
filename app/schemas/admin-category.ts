import { z } from "zod";

// The admin category form and the category API bodies (browser-safe).
// spec/admin.md: "Category name required. With an empty image on create, a
// placeholder image path is used; on edit the image is sent as entered."

/** Stored as the image of a category created without one. */
export const CATEGORY_PLACEHOLDER_IMAGE = "/images/categories/placeholder.svg";
/** Cards list at most this many subcategory names, then '+N more' (spec/admin.md section 9). */
export const CATEGORY_CARD_SUBCATEGORIES = 3;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const CATEGORY_IMAGE_MAX = 500;
export const SUBCATEGORY_NAME_MAX = 80;
export const SUBCATEGORIES_MAX = 50;

export const CATEGORY_MESSAGES = {
  nameRequired: "Category name is required",
  nameTooLong: `Category name must be at most ${CATEGORY_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`,
  imageInvalid: "Image URL must start with / or http:// or https://",
  hsnInvalid: "HSN code must be 4, 6 or 8 digits",
  subcategoryTooLong: `Each subcategory name must be at most ${SUBCATEGORY_NAME_MAX} characters`,
  tooManySubcategories: `At most ${SUBCATEGORIES_MAX} subcategories`,
  nameTaken: "A category with this name already exists",
  notFound: "Category not found",
  created: "Category created successfully",
  updated: "Category updated successfully",
  deleted: "Category deleted successfully",
  createFailed: "Failed to create category",
  updateFailed: "Failed to update category",
  deleteFailed: "Failed to delete category",
} as const;

/** The exact confirmation text of the delete step. */
export const confirmDeleteText = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;

const name = z
  .string({ required_error: CATEGORY_MESSAGES.nameRequired, invalid_type_error: CATEGORY_MESSAGES.nameRequired })
  .trim()
  .min(1, CATEGORY_MESSAGES.nameRequired)
  .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong);
const description = z.string().trim().max(CATEGORY_DESCRIPTION_MAX, CATEGORY_MESSAGES.descriptionTooLong);
const image = z
  .string()
  .trim()
  .max(CATEGORY_IMAGE_MAX, CATEGORY_MESSAGES.imageInvalid)
  .refine((v) => v === "" || /^(\/(?!\/)|https?:\/\/)/i.test(v), CATEGORY_MESSAGES.imageInvalid);
/**
 * The HSN code printed on GST invoices for the category's products (a product may override it):
 * 4, 6 or 8 digits, as the GST portal takes them; empty means the shop's default apparel code.
 */
const hsnCode = z
  .string()
  .trim()
  .refine((v) => v === "" || /^(\d{4}|\d{6}|\d{8})$/.test(v), CATEGORY_MESSAGES.hsnInvalid);
const subcategoryName = z.string().trim().min(1).max(SUBCATEGORY_NAME_MAX, CATEGORY_MESSAGES.subcategoryTooLong);

/** Lines of a textarea as subcategory names: trimmed, blank lines dropped. */
export function subcategoryLines(text: string | undefined | null): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The web form: subcategories one per line. */
export const CategoryFormSchema = z.object({
  name,
  description: description.optional(),
  image: image.optional(),
  hsnCode: hsnCode.optional(),
  subcategories: z
    .string()
    .optional()
    .transform((text) => subcategoryLines(text))
    .pipe(z.array(subcategoryName).max(SUBCATEGORIES_MAX, CATEGORY_MESSAGES.tooManySubcategories)),
});
export type CategoryFormInput = z.infer<typeof CategoryFormSchema>;

/** What the model takes: absent fields stay as they are on update. */
export type CategoryInput = {
  name?: string;
  description?: string | null;
  image?: string | null;
  hsnCode?: string | null;
  subcategories?: string[];
  featured?: boolean;
  sortOrder?: number;
};

const apiSubcategories = z
  .array(z.union([subcategoryName, z.object({ name: subcategoryName }).transform((s) => s.name)]))
  .max(SUBCATEGORIES_MAX, CATEGORY_MESSAGES.tooManySubcategories);

/** POST /api/categories. */
export const CategoryCreateSchema = z.object({
  name,
  description: description.nullish(),
  image: image.nullish(),
  hsnCode: hsnCode.nullish(),
  subcategories: apiSubcategories.optional(),
  featured: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});

/** PUT /api/categories/{id}: any subset. */
export const CategoryUpdateSchema = CategoryCreateSchema.partial();
