import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import type { AddressInput } from "~/schemas/address";
import type { OrderAddress } from "~/models/order-view.server";
import { Conflict, NotFound } from "~/utils/errors";

// The customer's address book (spec/storefront.md "Addresses", API.md
// "Addresses"). Rule kept by every write, each in one transaction: while a
// customer has any address, EXACTLY ONE is the default. The first address
// becomes the default; choosing another default unsets the old one; deleting
// the default promotes the newest remaining address. Another customer's id is
// NotFound and changes nothing.

export const ADDRESS_NOT_FOUND = "Address not found";
/** A generous cap so a script cannot fill the database through the API. */
export const MAX_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `You can save up to ${MAX_ADDRESSES} addresses. Please delete one first.`;

/** A saved address as screens use it (dates as ISO strings). */
export type AddressDTO = OrderAddress & {
  id: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The documents' saved-address shape for the JSON API (`_id`). */
export type ApiAddress = Omit<AddressDTO, "id"> & { _id: string };

const select = {
  id: true,
  fullName: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  pincode: true,
  country: true,
  isDefault: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.AddressSelect;

type Row = Prisma.AddressGetPayload<{ select: typeof select }>;

function toDTO(row: Row): AddressDTO {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function toApiAddress({ id, ...rest }: AddressDTO): ApiAddress {
  return { _id: id, ...rest };
}

/** Default first, then newest first. */
const listOrder: Prisma.AddressOrderByWithRelationInput[] = [{ isDefault: "desc" }, { createdAt: "desc" }, { id: "desc" }];
const newestFirst: Prisma.AddressOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

function fieldsOf(input: AddressInput) {
  return {
    fullName: input.fullName,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    country: input.country,
  };
}

const validId = (id: string) => typeof id === "string" && id.length > 0 && id.length <= 64;

async function findOwn(tx: Prisma.TransactionClient, userId: string, id: string) {
  const row = validId(id) ? await tx.address.findFirst({ where: { id, userId }, select: { id: true, isDefault: true } }) : null;
  if (!row) throw new NotFound(ADDRESS_NOT_FOUND);
  return row;
}

/** Makes `id` the only default among the user's addresses. */
async function makeOnlyDefault(tx: Prisma.TransactionClient, userId: string, id: string) {
  await tx.address.updateMany({ where: { userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
  await tx.address.update({ where: { id }, data: { isDefault: true } });
}

export async function listAddresses(userId: string): Promise<AddressDTO[]> {
  const rows = await prisma.address.findMany({ where: { userId }, orderBy: listOrder, select });
  return rows.map(toDTO);
}

/** The list in the API's shape (`_id`), default first. */
export async function listApiAddresses(userId: string): Promise<ApiAddress[]> {
  return (await listAddresses(userId)).map(toApiAddress);
}

/** One of the user's own addresses, or null (unknown id or another customer's). */
export async function getAddress(userId: string, id: string): Promise<AddressDTO | null> {
  if (!validId(id)) return null;
  const row = await prisma.address.findFirst({ where: { id, userId }, select });
  return row ? toDTO(row) : null;
}

/** The user's default address (checkout prefill), or null when the book is empty. */
export async function getDefaultAddress(userId: string): Promise<AddressDTO | null> {
  const row = await prisma.address.findFirst({ where: { userId }, orderBy: listOrder, select });
  return row ? toDTO(row) : null;
}

/** Saves a new address; the first one, or one saved with isDefault, becomes the only default. */
export async function createAddress(userId: string, input: AddressInput): Promise<AddressDTO> {
  return prisma.$transaction(async (tx) => {
    const count = await tx.address.count({ where: { userId } });
    if (count >= MAX_ADDRESSES) throw new Conflict(TOO_MANY_ADDRESSES);
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    const row = await tx.address.create({ data: { ...fieldsOf(input), userId, isDefault }, select });
    return toDTO(row);
  });
}

/**
 * Replaces an address's fields. isDefault true makes it the only default;
 * isDefault false never leaves the book without one: the default stays the
 * default until another address is chosen (or it is deleted).
 */
export async function updateAddress(userId: string, id: string, input: AddressInput): Promise<AddressDTO> {
  return prisma.$transaction(async (tx) => {
    const existing = await findOwn(tx, userId, id);
    await tx.address.update({ where: { id }, data: fieldsOf(input) });
    if (input.isDefault && !existing.isDefault) await makeOnlyDefault(tx, userId, id);
    return toDTO(await tx.address.findUniqueOrThrow({ where: { id }, select }));
  });
}

/** Deletes an address; when it was the default, the newest remaining address becomes the default. */
export async function deleteAddress(userId: string, id: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const existing = await findOwn(tx, userId, id);
    await tx.address.delete({ where: { id } });
    if (!existing.isDefault) return;
    const next = await tx.address.findFirst({ where: { userId }, orderBy: newestFirst, select: { id: true } });
    if (next) await makeOnlyDefault(tx, userId, next.id);
  });
}

/** Makes the address the only default (idempotent). */
export async function setDefaultAddress(userId: string, id: string): Promise<AddressDTO> {
  return prisma.$transaction(async (tx) => {
    await findOwn(tx, userId, id);
    await makeOnlyDefault(tx, userId, id);
    return toDTO(await tx.address.findUniqueOrThrow({ where: { id }, select }));
  });
}
