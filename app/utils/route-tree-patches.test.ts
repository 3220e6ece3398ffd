import { createRequire } from "node:module";
import type * as RemixRouter from "@remix-run/router";
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

// patches/@remix-run+router+1.23.3.patch (issue 15, decision 0038): the matches of a pathname are
// memoized per route array (a document request matched one path four times); every caller gets
// its own copy, as if just matched.
describe("matchRoutes (patched, the server's CommonJS build)", () => {
  const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof RemixRouter;
  const tree = [{ id: "root", path: "/", children: [{ id: "product", path: "product/:id" }, { id: "cart", path: "cart" }] }];

  it("answers a repeated path with equal matches that callers cannot share by accident", () => {
    const first = matchRoutes(tree, "/product/abc")!;
    const second = matchRoutes(tree, "/product/abc")!;
    expect(second.map((m) => m.route.id)).toEqual(["root", "product"]);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    (first[1].params as Record<string, string>).id = "changed";
    first.pop();
    expect(second[1].params.id).toBe("abc");
    expect(matchRoutes(tree, "/product/abc")!).toHaveLength(2);
    expect(matchRoutes(tree, "/product/abc")![1].params.id).toBe("abc");
  });

  it("keeps paths and route arrays apart", () => {
    expect(matchRoutes(tree, "/product/xyz")![1].params.id).toBe("xyz");
    expect(matchRoutes(tree, "/cart")!.map((m) => m.route.id)).toEqual(["root", "cart"]);
    expect(matchRoutes(tree, "/nowhere")).toBeNull();
    const other = [{ id: "only", path: "/cart" }];
    expect(matchRoutes(other, "/cart")!.map((m) => m.route.id)).toEqual(["only"]);
  });
});
