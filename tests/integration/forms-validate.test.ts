import { describe, expect, it } from "vitest";
import * as validateRoute from "~/routes/forms.$form.validate";
import { formConstraint } from "~/schemas/forms.server";
import { PINCODE_MESSAGE } from "~/schemas/address";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { REVIEW_COMMENT_SHORT, REVIEW_RATING_MESSAGE } from "~/schemas/review";

// POST /forms/:form/validate for the address book, the order cancel form and the review form
// (docs/decisions/0013-forms.md): the field messages a screen shows on blur come from the form's
// zod schema on the server, as Conform's reply; the HTML constraints come from the same schema.

type Reply = { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };

async function check(form: string, fields: Record<string, string>, field: string): Promise<Reply> {
  const body = new URLSearchParams(fields);
  // What Conform sends on blur: the whole form plus a validate intent for the field.
  body.append("__intent__", JSON.stringify({ type: "validate", payload: { name: field } }));
  const request = new Request(`http://localhost/forms/${form}/validate`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  const response = (await validateRoute.action({ request, params: { form }, context: {} } as never)) as Response;
  expect(response.status).toBe(200);
  return (await response.json()) as Reply;
}

const HOME = { fullName: "Kavya Iyer", phone: "+91 98250 67890", address: "B-402, Shanti Residency", city: "Surat", state: "Gujarat", pincode: "395007", country: "India" };

describe("the address form", () => {
  it("gives the pincode message on blur and none once it is fixed", async () => {
    expect((await check("address", { intent: "create", ...HOME, pincode: "3950" }, "pincode")).error?.pincode).toEqual([PINCODE_MESSAGE]);
    expect((await check("address", { intent: "create", ...HOME }, "pincode")).error?.pincode ?? null).toBeNull();
    expect((await check("address", { intent: "create", ...HOME, fullName: " " }, "fullName")).error?.fullName).toEqual(["Full name is required"]);
  });

  it("derives the constraints from AddressSchema (the default box is not required)", () => {
    expect(formConstraint("address")).toMatchObject({
      fullName: { required: true, maxLength: 100 },
      pincode: { required: true, maxLength: 6 },
      country: { required: false },
      isDefault: { required: false },
    });
  });
});

describe("the order cancel form", () => {
  it("asks for a reason when Other has no details, and caps the details", async () => {
    expect((await check("order-cancel", { intent: "cancel", reason: "Other", details: "" }, "details")).error?.[""]).toEqual([ORDER_MESSAGES.cancelReasonRequired]);
    expect((await check("order-cancel", { intent: "cancel", reason: "Changed my mind", details: "x".repeat(401) }, "details")).error?.details).toEqual([
      "Please keep the reason under 400 characters",
    ]);
    const fine = await check("order-cancel", { intent: "cancel", reason: "Changed my mind", details: "" }, "details");
    expect(Object.values(fine.error ?? {}).flat().filter(Boolean)).toEqual([]);
  });
});

describe("the review form", () => {
  it("gives ReviewSchema's messages and constraints", async () => {
    const reply = await check("review", { intent: "review", comment: "too short" }, "comment");
    expect(reply.error).toMatchObject({ rating: [REVIEW_RATING_MESSAGE], comment: [REVIEW_COMMENT_SHORT] });
    expect(reply.initialValue).toMatchObject({ comment: "too short" });
    expect(formConstraint("review")).toMatchObject({ rating: { required: true, min: 1, max: 5 }, comment: { required: true, minLength: 10, maxLength: 2000 } });
  });
});

describe("the constraint-only forms", () => {
  it("give the promo code box and the newsletter box their HTML constraints", () => {
    expect(formConstraint("coupon")).toMatchObject({ code: { required: true, maxLength: 40 } });
    expect(formConstraint("newsletter")).toMatchObject({ email: { required: true, maxLength: 254 } });
  });
});
