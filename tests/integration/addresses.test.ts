import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import {
  ADDRESS_NOT_FOUND,
  createAddress,
  deleteAddress,
  getAddress,
  getDefaultAddress,
  listAddresses,
  MAX_ADDRESSES,
  setDefaultAddress,
  TOO_MANY_ADDRESSES,
  updateAddress,
} from "~/models/address.server";
import { createSession } from "~/models/session.server";
import * as addressesApi from "~/routes/api.addresses";
import * as addressApi from "~/routes/api.addresses.$id";
import * as addressDefaultApi from "~/routes/api.addresses.$id.default";
import * as addressesRoute from "~/routes/addresses";
import { AddressSchema, type AddressInput } from "~/schemas/address";
import { Conflict, NotFound } from "~/utils/errors";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { sessionStorage } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import { callRoute, createUser, expiredAccessToken, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// The address book (spec/storefront.md "Addresses", API.md "Addresses"): the
// model and its exactly-one-default rule, the /addresses screen's loader and
// action with real Requests, and every JSON API route.

const HOME = {
  fullName: "Priya Sharma",
  phone: "+91 98250 12345",
  address: "B-402, Shanti Residency, VIP Road, Vesu",
  city: "Surat",
  state: "Gujarat",
  pincode: "395007",
} as const;
const OFFICE = { ...HOME, address: "7th Floor, Maker Chambers IV, Nariman Point", city: "Mumbai", state: "Maharashtra", pincode: "400021" };
const PARENTS = { ...HOME, fullName: "Rekha Sharma", address: "12 Ganga Apartments, Civil Lines", city: "Jaipur", state: "Rajasthan", pincode: "302006" };

const input = (fields: Record<string, unknown>, isDefault = false): AddressInput => AddressSchema.parse({ ...fields, isDefault });

async function customer() {
  return createUser({ firstName: "Priya", lastName: "Sharma" });
}

/** The user's addresses straight from the database, default flags included. */
async function rows(userId: string) {
  return prisma.address.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { id: true, city: true, isDefault: true, updatedAt: true } });
}

async function expectOneDefault(userId: string) {
  const all = await rows(userId);
  if (all.length === 0) return null;
  const defaults = all.filter((a) => a.isDefault);
  expect(defaults, "exactly one default").toHaveLength(1);
  return defaults[0].id;
}

/** Waits a little so createdAt values differ (newest-first ordering). */
const tick = () => new Promise((r) => setTimeout(r, 5));

describe("AddressSchema", () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["full name", { fullName: "   " }, "fullName", "Full name is required"],
    ["phone missing", { phone: "" }, "phone", "Phone number is required"],
    ["phone invalid", { phone: "12345" }, "phone", "Please enter a valid phone number"],
    ["address", { address: "" }, "address", "Address is required"],
    ["city", { city: " " }, "city", "City is required"],
    ["state", { state: undefined }, "state", "State is required"],
    ["pincode short", { pincode: "39500" }, "pincode", "Please enter a valid 6-digit pincode"],
    ["pincode letters", { pincode: "39500a" }, "pincode", "Please enter a valid 6-digit pincode"],
    ["pincode long", { pincode: "3950071" }, "pincode", "Please enter a valid 6-digit pincode"],
    ["pincode missing", { pincode: undefined }, "pincode", "Please enter a valid 6-digit pincode"],
  ];
  for (const [name, override, path, message] of cases) {
    it(`rejects a bad ${name} with "${message}"`, () => {
      const result = AddressSchema.safeParse({ ...HOME, ...override });
      expect(result.success).toBe(false);
      const issue = result.error!.issues.find((i) => i.path[0] === path);
      expect(issue?.message).toBe(message);
    });
  }

  it("trims, defaults the country to India and reads the checkbox", () => {
    const value = AddressSchema.parse({ ...HOME, fullName: "  Priya  ", pincode: " 395007 ", isDefault: "on" });
    expect(value).toMatchObject({ fullName: "Priya", pincode: "395007", country: "India", isDefault: true });
    expect(AddressSchema.parse({ ...HOME, country: "" }).country).toBe("India");
    expect(AddressSchema.parse({ ...HOME }).isDefault).toBe(false);
    expect(AddressSchema.parse({ ...HOME, pincode: 395007, isDefault: true }).pincode).toBe("395007");
  });
});

describe("address model", () => {
  it("makes the first address the default and lists the default first, then newest", async () => {
    const user = await customer();
    const home = await createAddress(user.id, input(HOME));
    expect(home.isDefault).toBe(true);
    await tick();
    const office = await createAddress(user.id, input(OFFICE));
    expect(office.isDefault).toBe(false);
    await tick();
    const parents = await createAddress(user.id, input(PARENTS));
    const list = await listAddresses(user.id);
    expect(list.map((a) => a.id)).toEqual([home.id, parents.id, office.id]);
    expect(list[0]).toMatchObject({ ...HOME, country: "India", isDefault: true });
    expect(await expectOneDefault(user.id)).toBe(home.id);
    expect((await getDefaultAddress(user.id))?.id).toBe(home.id);
    expect(await getDefaultAddress((await customer()).id)).toBeNull();
  });

  it("a new address saved as default replaces the old default", async () => {
    const user = await customer();
    const home = await createAddress(user.id, input(HOME));
    const office = await createAddress(user.id, input(OFFICE, true));
    expect(office.isDefault).toBe(true);
    expect(await expectOneDefault(user.id)).toBe(office.id);
    expect((await getAddress(user.id, home.id))?.isDefault).toBe(false);
  });

  it("setDefaultAddress moves the default and is idempotent", async () => {
    const user = await customer();
    const home = await createAddress(user.id, input(HOME));
    const office = await createAddress(user.id, input(OFFICE));
    await setDefaultAddress(user.id, office.id);
    expect(await expectOneDefault(user.id)).toBe(office.id);
    await setDefaultAddress(user.id, office.id);
    expect(await expectOneDefault(user.id)).toBe(office.id);
    await setDefaultAddress(user.id, home.id);
    expect(await expectOneDefault(user.id)).toBe(home.id);
  });

  it("updateAddress replaces the fields; isDefault true takes the default, false never leaves none", async () => {
    const user = await customer();
    const home = await createAddress(user.id, input(HOME));
    const office = await createAddress(user.id, input(OFFICE));
    const edited = await updateAddress(user.id, office.id, input({ ...OFFICE, city: "Navi Mumbai", country: "India" }));
    expect(edited).toMatchObject({ city: "Navi Mumbai", isDefault: false });
    expect(await expectOneDefault(user.id)).toBe(home.id);

    // Unticking the default's box keeps it the default: the book never has none.
    await updateAddress(user.id, home.id, input({ ...HOME, city: "Surat City" }, false));
    expect(await expectOneDefault(user.id)).toBe(home.id);

    await updateAddress(user.id, office.id, input(OFFICE, true));
    expect(await expectOneDefault(user.id)).toBe(office.id);
  });

  it("deleting the default promotes the newest remaining address; deleting the last leaves an empty book", async () => {
    const user = await customer();
    const home = await createAddress(user.id, input(HOME));
    await tick();
    const office = await createAddress(user.id, input(OFFICE));
    await tick();
    const parents = await createAddress(user.id, input(PARENTS));

    await deleteAddress(user.id, office.id); // not the default: nothing else changes
    expect(await expectOneDefault(user.id)).toBe(home.id);

    await createAddress(user.id, input(OFFICE)); // newer than parents
    const newest = (await rows(user.id)).at(-1)!;
    await deleteAddress(user.id, home.id);
    expect(await expectOneDefault(user.id)).toBe(newest.id);

    await deleteAddress(user.id, newest.id);
    expect(await expectOneDefault(user.id)).toBe(parents.id);
    await deleteAddress(user.id, parents.id);
    expect(await rows(user.id)).toHaveLength(0);
    // The next address is the default again.
    expect((await createAddress(user.id, input(HOME))).isDefault).toBe(true);
  });

  it("another customer's address is NotFound for every write and nothing changes", async () => {
    const owner = await customer();
    const other = await customer();
    const home = await createAddress(owner.id, input(HOME));
    const office = await createAddress(owner.id, input(OFFICE));
    await createAddress(other.id, input(PARENTS));
    const before = await rows(owner.id);
    const otherBefore = await rows(other.id);

    const attempts: Array<() => Promise<unknown>> = [
      () => updateAddress(other.id, office.id, input(PARENTS, true)),
      () => deleteAddress(other.id, home.id),
      () => setDefaultAddress(other.id, office.id),
      () => updateAddress(owner.id, "no-such-id", input(HOME)),
      () => deleteAddress(owner.id, ""),
      () => setDefaultAddress(owner.id, "x".repeat(200)),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFound);
      expect((error as NotFound).message).toBe(ADDRESS_NOT_FOUND);
    }
    expect(await rows(owner.id)).toEqual(before);
    expect(await rows(other.id)).toEqual(otherBefore);
    expect(await getAddress(other.id, home.id)).toBeNull();
  });

  it(`refuses more than ${MAX_ADDRESSES} addresses`, async () => {
    const user = await customer();
    await prisma.address.createMany({
      data: Array.from({ length: MAX_ADDRESSES }, (_, i) => ({ ...HOME, userId: user.id, isDefault: i === 0 })),
    });
    const error = await createAddress(user.id, input(OFFICE)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Conflict);
    expect((error as Conflict).message).toBe(TOO_MANY_ADDRESSES);
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(MAX_ADDRESSES);
  });

  it("keeps exactly one default under concurrent writes", async () => {
    const user = await customer();
    const created = await Promise.all([HOME, OFFICE, PARENTS, HOME, OFFICE].map((a, i) => createAddress(user.id, input(a, i % 2 === 0))));
    await expectOneDefault(user.id);
    await Promise.all([
      setDefaultAddress(user.id, created[1].id),
      setDefaultAddress(user.id, created[3].id),
      deleteAddress(user.id, created[0].id),
      updateAddress(user.id, created[4].id, input(OFFICE, true)),
      setDefaultAddress(user.id, created[2].id),
    ]);
    await expectOneDefault(user.id);
    expect(await rows(user.id)).toHaveLength(4);
  });
});

// ---------------------------------------------------------------- the /addresses screen

async function signedIn() {
  const user = await customer();
  const session = await createSession(user.id);
  const s = await sessionStorage().getSession();
  s.set("sessionId", session.id);
  return { user, cookie: (await sessionStorage().commitSession(s)).split(";")[0] };
}

function post(fields: Record<string, string>, cookie?: string, path = "/addresses") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

type Reply = { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
type DataResult<T> = { data: T; init: ResponseInit | null };

/** Runs a loader or action; a Response (redirect) comes back as is, data() as { data, status }. */
async function run<T>(fn: (args: never) => unknown, request: Request): Promise<Response | { data: T; status: number }> {
  try {
    const out = (await fn({ request, params: {}, context: {} } as never)) as unknown;
    if (out instanceof Response) return out;
    const result = out as DataResult<T>;
    return { data: result.data, status: result.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__toast="));
  expect(cookie, "a toast cookie").toBeDefined();
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie!.split(";")[0] } }))).toast;
}

async function expectRedirect(out: unknown, toast: { type: string; title: string }) {
  expect(out).toBeInstanceOf(Response);
  const res = out as Response;
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/addresses");
  expect(await toastOf(res)).toMatchObject(toast);
}

const formOf = (a: Record<string, string>, extra: Record<string, string> = {}) => ({ ...a, ...extra });

describe("/addresses screen", () => {
  it("sends signed-out visitors to /login with the return path, for the page and the action", async () => {
    const page = await run(addressesRoute.loader as never, new Request("http://localhost/addresses?edit=abc"));
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent("/addresses?edit=abc")}`);
    const act = await run(addressesRoute.action as never, post(formOf(HOME, { intent: "create" })));
    expect((act as Response).headers.get("Location")).toMatch(/^\/login\?redirect=/);
    expect(await prisma.address.count({ where: { fullName: "Nobody" } })).toBe(0);
  });

  it("lists the addresses and opens edit mode and the delete confirmation from the query", async () => {
    const { user, cookie } = await signedIn();
    const home = await createAddress(user.id, input(HOME));
    const office = await createAddress(user.id, input(OFFICE));
    type PageData = { addresses: Array<{ id: string }>; editing: { id: string } | null; deletingId: string | null; loadError: string | null };
    const load = async (q: string) => (await run<PageData>(addressesRoute.loader as never, new Request(`http://localhost/addresses${q}`, { headers: { Cookie: cookie } }))) as { data: PageData };

    const plain = await load("");
    expect(plain.data.addresses.map((a) => a.id)).toEqual([home.id, office.id]);
    expect(plain.data).toMatchObject({ editing: null, deletingId: null, loadError: null });
    expect((await load(`?edit=${office.id}`)).data.editing).toMatchObject({ id: office.id, city: "Mumbai" });
    expect((await load(`?delete=${home.id}`)).data.deletingId).toBe(home.id);

    // Another customer's id opens nothing.
    const other = await customer();
    const foreign = await createAddress(other.id, input(PARENTS));
    const foreignPage = await load(`?edit=${foreign.id}&delete=${foreign.id}`);
    expect(foreignPage.data).toMatchObject({ editing: null, deletingId: null });
  });

  it("adds, updates, sets the default and deletes, each redirecting back with its toast", async () => {
    const { user, cookie } = await signedIn();
    await expectRedirect(await run(addressesRoute.action as never, post(formOf(HOME, { intent: "create" }), cookie)), { type: "success", title: "Address saved" });
    await expectRedirect(await run(addressesRoute.action as never, post(formOf(OFFICE, { intent: "create", isDefault: "on" }), cookie)), {
      type: "success",
      title: "Address saved",
    });
    let list = await listAddresses(user.id);
    expect(list.map((a) => [a.city, a.isDefault])).toEqual([
      ["Mumbai", true],
      ["Surat", false],
    ]);
    const [office, home] = list;

    await expectRedirect(
      await run(addressesRoute.action as never, post(formOf({ ...HOME, city: "Vesu, Surat" }, { intent: "update", id: home.id }), cookie, `/addresses?edit=${home.id}`)),
      { type: "success", title: "Address updated" },
    );
    expect((await getAddress(user.id, home.id))?.city).toBe("Vesu, Surat");

    await expectRedirect(await run(addressesRoute.action as never, post({ intent: "set-default", id: home.id }, cookie)), { type: "success", title: "Default address updated" });
    expect(await expectOneDefault(user.id)).toBe(home.id);

    await expectRedirect(await run(addressesRoute.action as never, post({ intent: "delete", id: home.id }, cookie)), { type: "success", title: "Address deleted" });
    list = await listAddresses(user.id);
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([[office.id, true]]);
  });

  const invalid: Array<[string, Record<string, string>, string, string]> = [
    ["full name", { fullName: "" }, "fullName", "Full name is required"],
    ["phone", { phone: "98250" }, "phone", "Please enter a valid phone number"],
    ["address", { address: " " }, "address", "Address is required"],
    // A pincode India Post's directory lacks: nothing to fill an empty city or state from.
    ["city", { city: "", pincode: "999999" }, "city", "City is required"],
    ["state", { state: "", pincode: "999999" }, "state", "State is required"],
    ["pincode", { pincode: "3950" }, "pincode", "Please enter a valid 6-digit pincode"],
  ];
  for (const [name, override, field, message] of invalid) {
    it(`re-renders the form with "${message}" for a bad ${name}, keeping what was typed and saving nothing`, async () => {
      const { user, cookie } = await signedIn();
      const out = await run<{ result: Reply }>(addressesRoute.action as never, post(formOf({ ...HOME, ...override }, { intent: "create" }), cookie));
      expect(out).not.toBeInstanceOf(Response);
      const { data, status } = out as { data: { result: Reply }; status: number };
      expect(status).toBe(400);
      expect(data.result.error?.[field]).toContain(message);
      if (field !== "city") expect(data.result.initialValue?.city).toBe("Surat");
      expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
    });
  }

  it("fills an empty city and state from the pincode, and refuses a state or city the pincode disagrees with", async () => {
    const { user, cookie } = await signedIn();
    await expectRedirect(await run(addressesRoute.action as never, post(formOf({ ...HOME, city: "", state: "" }, { intent: "create" }), cookie)), {
      type: "success",
      title: "Address saved",
    });
    expect((await listAddresses(user.id))[0]).toMatchObject({ city: "Surat", state: "Gujarat", pincode: "395007" });

    const wrong = await run<{ result: Reply }>(addressesRoute.action as never, post(formOf({ ...HOME, state: "Rajasthan" }, { intent: "create" }), cookie));
    const { data, status } = wrong as { data: { result: Reply }; status: number };
    expect(status).toBe(400);
    expect(data.result.error?.state).toEqual(["Pincode 395007 is in Gujarat, not Rajasthan. Please check the pincode or the state."]);
    expect(data.result.initialValue?.state).toBe("Rajasthan");
    const city = (await run<{ result: Reply }>(addressesRoute.action as never, post(formOf({ ...HOME, city: "Jaipur" }, { intent: "create" }), cookie))) as { data: { result: Reply } };
    expect(city.data.result.error?.city).toEqual(["Pincode 395007 is in Surat, Gujarat, not Jaipur. Please check the pincode or the city."]);
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(1);
  });

  it("an update with a bad field keeps the address unchanged", async () => {
    const { user, cookie } = await signedIn();
    const home = await createAddress(user.id, input(HOME));
    const out = await run<{ result: Reply }>(addressesRoute.action as never, post(formOf({ ...HOME, pincode: "abcdef" }, { intent: "update", id: home.id }), cookie));
    expect((out as { status: number }).status).toBe(400);
    expect(await getAddress(user.id, home.id)).toMatchObject({ pincode: "395007" });
  });

  it("another customer's address: 'Save failed', 'Delete failed', 'Failed to set default', and nothing changes", async () => {
    const { user, cookie } = await signedIn();
    await createAddress(user.id, input(HOME));
    const other = await customer();
    const foreign = await createAddress(other.id, input(PARENTS));
    await createAddress(other.id, input(OFFICE));
    const before = await rows(other.id);

    const update = await run<{ result: Reply & { error?: Record<string, string[]> } }>(
      addressesRoute.action as never,
      post(formOf(OFFICE, { intent: "update", id: foreign.id, isDefault: "on" }), cookie),
    );
    const { data, status } = update as { data: { result: { error?: Record<string, string[]> } }; status: number };
    expect(status).toBe(404);
    expect(data.result.error?.[""]).toEqual(["Save failed: Address not found"]);

    const del = (await run(addressesRoute.action as never, post({ intent: "delete", id: foreign.id }, cookie))) as Response;
    expect(del.status).toBe(303);
    expect(await toastOf(del)).toMatchObject({ type: "error", title: "Delete failed", description: "Address not found" });

    const def = (await run(addressesRoute.action as never, post({ intent: "set-default", id: foreign.id }, cookie))) as Response;
    expect(await toastOf(def)).toMatchObject({ type: "error", title: "Failed to set default" });

    expect(await rows(other.id)).toEqual(before);
    expect(await listAddresses(user.id)).toHaveLength(1);
  });

  it("an unknown intent or a missing id fails with the documented message", async () => {
    const { cookie } = await signedIn();
    const missing = (await run(addressesRoute.action as never, post({ intent: "delete" }, cookie))) as Response;
    expect(await toastOf(missing)).toMatchObject({ type: "error", title: "Delete failed" });
    const unknown = (await run(addressesRoute.action as never, post({ intent: "explode", id: "x" }, cookie))) as Response;
    expect(await toastOf(unknown)).toMatchObject({ type: "error", title: "Save failed" });
  });
});

// ---------------------------------------------------------------- JSON API

const api = {
  list: (token?: string) => callRoute(addressesApi, jsonRequest("GET", "/api/addresses", undefined, { token })),
  create: (body: unknown, token?: string) => callRoute(addressesApi, jsonRequest("POST", "/api/addresses", body, { token })),
  update: (id: string, body: unknown, token?: string) => callRoute(addressApi, jsonRequest("PUT", `/api/addresses/${id}`, body, { token }), { id }),
  remove: (id: string, token?: string) => callRoute(addressApi, jsonRequest("DELETE", `/api/addresses/${id}`, undefined, { token }), { id }),
  setDefault: (id: string, token?: string) => callRoute(addressDefaultApi, jsonRequest("PATCH", `/api/addresses/${id}/default`, undefined, { token }), { id }),
};

async function apiCustomer() {
  const user = await customer();
  return { user, token: (await tokensFor(user)).token };
}

describe("addresses API", () => {
  it("GET lists the caller's addresses in the documents' shape, default first", async () => {
    const { user, token } = await apiCustomer();
    const empty = await api.list(token);
    expect(empty.status).toBe(200);
    expect((await readEnvelope(empty)).data).toEqual([]);
    await createAddress(user.id, input(HOME));
    await tick();
    await createAddress(user.id, input(OFFICE));
    const res = await api.list(token);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await readEnvelope(res);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ ...HOME, country: "India", isDefault: true });
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ["_id", "address", "city", "country", "createdAt", "fullName", "isDefault", "phone", "pincode", "state", "updatedAt"].sort(),
    );
  });

  it("POST creates (201) and answers the full updated list; isDefault moves the default", async () => {
    const { user, token } = await apiCustomer();
    const first = await api.create({ ...HOME, country: "India", isDefault: false }, token);
    expect(first.status).toBe(201);
    const firstBody = await readEnvelope(first);
    expect(firstBody.message).toBe("Address saved");
    expect(firstBody.data).toHaveLength(1);
    expect(firstBody.data[0].isDefault).toBe(true);

    const second = await readEnvelope(await api.create({ ...OFFICE, pincode: 400021, isDefault: true }, token));
    expect(second.data.map((a: { city: string; isDefault: boolean }) => [a.city, a.isDefault])).toEqual([
      ["Mumbai", true],
      ["Surat", false],
    ]);
    expect(second.data[0].pincode).toBe("400021");
    await expectOneDefault(user.id);
  });

  const badBodies: Array<[string, Record<string, unknown>, string, string]> = [
    ["fullName", { fullName: "" }, "fullName", "Full name is required"],
    ["fullName type", { fullName: 42 }, "fullName", "Full name is required"],
    ["phone", { phone: "12ab" }, "phone", "Please enter a valid phone number"],
    ["phone missing", { phone: undefined }, "phone", "Phone number is required"],
    ["address", { address: "  " }, "address", "Address is required"],
    ["city", { city: undefined }, "city", "City is required"],
    ["state", { state: "" }, "state", "State is required"],
    ["pincode", { pincode: "12345" }, "pincode", "Please enter a valid 6-digit pincode"],
    ["pincode number", { pincode: 1234567 }, "pincode", "Please enter a valid 6-digit pincode"],
  ];
  for (const [name, override, param, msg] of badBodies) {
    it(`POST and PUT answer 400 errors[{param:'${param}'}] for a bad ${name}, changing nothing`, async () => {
      const { user, token } = await apiCustomer();
      const home = await createAddress(user.id, input(HOME));
      const before = await rows(user.id);
      for (const res of [await api.create({ ...HOME, ...override }, token), await api.update(home.id, { ...OFFICE, ...override }, token)]) {
        expect(res.status).toBe(400);
        const body = await readEnvelope(res);
        expect(body.success).toBe(false);
        expect(body.errors).toContainEqual({ param, msg });
      }
      expect(await rows(user.id)).toEqual(before);
    });
  }

  it("reports every bad field at once", async () => {
    const { token } = await apiCustomer();
    const body = await readEnvelope(await api.create({}, token));
    expect(body.errors?.map((e) => e.param).sort()).toEqual(["address", "city", "fullName", "phone", "pincode", "state"]);
  });

  it("refuses non-JSON and malformed bodies", async () => {
    const { token } = await apiCustomer();
    const notJson = await callRoute(addressesApi, jsonRequest("POST", "/api/addresses", "fullName=x", { token, headers: { "Content-Type": "application/x-www-form-urlencoded" } }));
    expect(notJson.status).toBe(415);
    const broken = await callRoute(addressesApi, jsonRequest("POST", "/api/addresses", "{nope", { token, headers: { "Content-Type": "application/json" } }));
    expect(broken.status).toBe(400);
  });

  it("PUT replaces the fields and answers the list; DELETE and PATCH default answer the list", async () => {
    const { user, token } = await apiCustomer();
    const home = await createAddress(user.id, input(HOME));
    await tick();
    const office = await createAddress(user.id, input(OFFICE));

    const put = await api.update(office.id, { ...OFFICE, city: "Thane", country: "" }, token);
    expect(put.status).toBe(200);
    const putBody = await readEnvelope(put);
    expect(putBody.message).toBe("Address updated");
    expect(putBody.data.find((a: { _id: string }) => a._id === office.id)).toMatchObject({ city: "Thane", country: "India", isDefault: false });

    const patch = await api.setDefault(office.id, token);
    expect(patch.status).toBe(200);
    const patchBody = await readEnvelope(patch);
    expect(patchBody.message).toBe("Default address updated");
    expect(patchBody.data[0]).toMatchObject({ _id: office.id, isDefault: true });
    expect(await expectOneDefault(user.id)).toBe(office.id);

    const del = await api.remove(office.id, token);
    expect(del.status).toBe(200);
    const delBody = await readEnvelope(del);
    expect(delBody.message).toBe("Address deleted");
    expect(delBody.data).toEqual([expect.objectContaining({ _id: home.id, isDefault: true })]);
  });

  it("answers 401 without a valid token on every route, changing nothing", async () => {
    const { user } = await apiCustomer();
    const home = await createAddress(user.id, input(HOME));
    const before = await rows(user.id);
    const expired = await expiredAccessToken(user.id);
    for (const token of [undefined, expired, "not-a-jwt"]) {
      for (const res of [
        await api.list(token),
        await api.create(OFFICE, token),
        await api.update(home.id, OFFICE, token),
        await api.remove(home.id, token),
        await api.setDefault(home.id, token),
      ]) {
        expect(res.status).toBe(401);
        expect((await readEnvelope(res)).success).toBe(false);
      }
    }
    expect(await rows(user.id)).toEqual(before);
  });

  it("answers 404 for another customer's address id on PUT, DELETE and PATCH, changing nothing", async () => {
    const owner = await apiCustomer();
    const intruder = await apiCustomer();
    const home = await createAddress(owner.user.id, input(HOME));
    const office = await createAddress(owner.user.id, input(OFFICE));
    await createAddress(intruder.user.id, input(PARENTS));
    const before = await rows(owner.user.id);
    const intruderBefore = await rows(intruder.user.id);

    for (const res of [
      await api.update(office.id, { ...PARENTS, isDefault: true }, intruder.token),
      await api.remove(home.id, intruder.token),
      await api.setDefault(office.id, intruder.token),
      await api.update("unknown-id", HOME, owner.token),
      await api.remove("unknown-id", owner.token),
      await api.setDefault("unknown-id", owner.token),
    ]) {
      expect(res.status).toBe(404);
      const body = await readEnvelope(res);
      expect(body).toMatchObject({ success: false, message: "Address not found", data: null });
    }
    expect(await rows(owner.user.id)).toEqual(before);
    expect(await rows(intruder.user.id)).toEqual(intruderBefore);
    // And the intruder's list never shows them.
    const list = await readEnvelope(await api.list(intruder.token));
    expect(list.data.map((a: { _id: string }) => a._id)).not.toContain(home.id);
  });

  it("answers 405 with Allow for methods a route does not have", async () => {
    const { token } = await apiCustomer();
    const res = await callRoute(addressesApi, jsonRequest("DELETE", "/api/addresses", undefined, { token }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, POST");
    const get = await callRoute(addressDefaultApi, jsonRequest("GET", "/api/addresses/x/default", undefined, { token }), { id: "x" });
    expect(get.status).toBe(405);
  });

  it("is described in the OpenAPI document", () => {
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/addresses"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/addresses/{id}"]).sort()).toEqual(["delete", "put"]);
    expect(Object.keys(doc.paths["/api/addresses/{id}/default"])).toEqual(["patch"]);
  });
});
