import { getEnv } from "~/utils/env.server";
import { getShop } from "~/utils/shop.server";

// One e-mail written once, sent as plain text and as simple HTML
// (docs/decisions/0020-order-notifications.md). A message is a list of parts;
// renderMail() writes both bodies from them, so the two never say different
// things. The HTML is deliberately plain: inline styles, no images, no
// external CSS, readable in any mail client and with images off. Every value
// is escaped: names and addresses come from shoppers.

export type MailFact = { label: string; value: string; url?: string | null };

export type MailPart =
  /** A paragraph. */
  | { p: string }
  /** "Label: value" lines (a table in HTML); a value with a url is a link. */
  | { facts: MailFact[] }
  /** A bulleted list (order lines). */
  | { list: string[] }
  /** A call to action: a link on its own line. */
  | { link: { label: string; url: string } };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Only http(s) links are written into the HTML (a stored value never becomes a javascript: link). */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

const FONT = "font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c1917";

function textOf(parts: MailPart[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (out.length) out.push("");
    if ("p" in part) out.push(part.p);
    else if ("facts" in part) for (const f of part.facts) out.push(`${f.label}: ${f.value}${f.url ? ` (${f.url})` : ""}`);
    else if ("list" in part) for (const item of part.list) out.push(`- ${item}`);
    else out.push(`${part.link.label}: ${part.link.url}`);
  }
  return out;
}

function htmlOf(part: MailPart): string {
  if ("p" in part) return `<p style="margin:0 0 14px">${escapeHtml(part.p)}</p>`;
  if ("facts" in part) {
    const rows = part.facts
      .map((f) => {
        const url = f.url ? safeUrl(f.url) : null;
        const value = url ? `<a href="${escapeHtml(url)}" style="color:#7f1d1d">${escapeHtml(f.value)}</a>` : escapeHtml(f.value);
        return `<tr><td style="padding:2px 12px 2px 0;color:#57534e;vertical-align:top">${escapeHtml(f.label)}</td><td style="padding:2px 0;font-weight:bold">${value}</td></tr>`;
      })
      .join("");
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 14px">${rows}</table>`;
  }
  if ("list" in part) return `<ul style="margin:0 0 14px;padding-left:20px">${part.list.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
  const url = safeUrl(part.link.url);
  if (!url) return `<p style="margin:0 0 14px">${escapeHtml(part.link.label)}: ${escapeHtml(part.link.url)}</p>`;
  return `<p style="margin:0 0 14px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#7f1d1d;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(part.link.label)}</a></p>`;
}

/**
 * The text and HTML bodies of a message: a greeting, the parts, and the shop's signature
 * (name and phone) at the end of both.
 */
export function renderMail(greeting: string, parts: MailPart[]): { text: string; html: string } {
  const shop = getShop();
  const signature = `${shop.name}, ${shop.phone}`;
  const text = [greeting, "", ...textOf(parts), "", signature].join("\n");
  const html =
    `<!doctype html><html><body style="margin:0;padding:16px;background:#ffffff">` +
    `<div style="${FONT};max-width:560px">` +
    `<p style="margin:0 0 14px">${escapeHtml(greeting)}</p>` +
    parts.map(htmlOf).join("") +
    `<p style="margin:18px 0 0;color:#57534e;font-size:13px">${escapeHtml(signature)}</p>` +
    `</div></body></html>`;
  return { text, html };
}

/** Where the owner's notifications (new orders, contact messages) go: OWNER_EMAIL, else the shop's own address (SHOP_EMAIL). */
export function ownerAddress(): string {
  return getEnv().OWNER_EMAIL || getShop().email;
}
