import { useId } from "react";
import { describe, expect, it } from "vitest";
import { staticMarkup } from "~/utils/lazy.server";

// The pure sections' markup cache (components/ui/deferred.tsx `pure`).

describe("staticMarkup", () => {
  it("renders once per distinct props and reuses the markup", () => {
    let renders = 0;
    function Columns({ shop }: { shop: { name: string } }) {
      renders += 1;
      return <p>{shop.name} &amp; friends</p>;
    }
    const first = staticMarkup(Columns, { shop: { name: "Surat <Ethnic>" } });
    expect(first).toBe("<p>Surat &lt;Ethnic&gt; &amp; friends</p>");
    expect(staticMarkup(Columns, { shop: { name: "Surat <Ethnic>" } })).toBe(first);
    expect(renders).toBe(1);
    expect(staticMarkup(Columns, { shop: { name: "Renamed" } })).toBe("<p>Renamed &amp; friends</p>");
    expect(renders).toBe(2);
  });

  it("keeps one cache per component: equal props never get another component's markup", () => {
    const A = (props: { n: number }) => <i>a{props.n}</i>;
    const B = (props: { n: number }) => <b>b{props.n}</b>;
    expect(staticMarkup(A, { n: 1 })).toBe("<i>a1</i>");
    expect(staticMarkup(B, { n: 1 })).toBe("<b>b1</b>");
  });

  it("throws on a failing render and caches nothing, so the next request tries again", () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error("boom");
      return <span>ok</span>;
    }
    expect(() => staticMarkup(Flaky, {})).toThrow("boom");
    fail = false;
    expect(staticMarkup(Flaky, {})).toBe("<span>ok</span>");
  });

  it("refuses props that are not plain data outside production (they would vanish from the key)", () => {
    const C = (props: { render: () => string }) => <span>{props.render()}</span>;
    expect(() => staticMarkup(C, { render: () => "x" })).toThrow("plain data");
  });

  it("prefixes its ids so they cannot repeat one of the page's", () => {
    function Labelled() {
      const id = useId();
      return <label htmlFor={id}>x</label>;
    }
    expect(staticMarkup(Labelled, {})).toMatch(/for=":pure-/);
  });
});
