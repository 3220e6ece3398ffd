import { createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// patches/react-router-dom+6.30.4.patch (decision 0033): the static router builds the data routes of a
// route array once; every render of the same array shares them, and each router still carries its
// own request's state and matches.

const routes = [{ id: "root", path: "/", children: [{ id: "cart", path: "cart" }, { id: "account", path: "account", children: [{ id: "orders", index: true }] }] }];
const handler = createStaticHandler(routes);

async function routerFor(path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return createStaticRouter(routes, context);
}

describe("createStaticRouter (patched)", () => {
  it("shares the data routes of one route array between renders, each with its own matches", async () => {
    const cart = await routerFor("/cart");
    const account = await routerFor("/account");
    expect(account.routes).toBe(cart.routes);
    expect(cart.state.matches.map((m) => m.route.id)).toEqual(["root", "cart"]);
    expect(account.state.matches.map((m) => m.route.id)).toEqual(["root", "account", "orders"]);
    expect(cart.state.location.pathname).toBe("/cart");
    expect(account.state.location.pathname).toBe("/account");
  });

  it("builds new data routes for another route array", async () => {
    const other = [{ id: "root", path: "/" }];
    const context = await createStaticHandler(other).query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(createStaticRouter(other, context).routes).not.toBe((await routerFor("/cart")).routes);
  });
});
