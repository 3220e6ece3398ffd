import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server on a free loopback port (the `smtp-server` package), for
// the outbox delivery tests. What it does with the next message is set with
// setMode(): take it, refuse it (at RCPT TO or after DATA, with the given
// reply code), or drop the connection in the middle of the message.

export type SmtpMode =
  | { kind: "accept"; delayMs?: number }
  | { kind: "refuse-rcpt"; code: number; text: string }
  | { kind: "refuse-data"; code: number; text: string }
  | { kind: "drop" };

export type ReceivedMail = {
  /** The envelope, as the server saw it. */
  mailFrom: string;
  rcptTo: string[];
  headers: Map<string, string>;
  /** The text/plain body, transfer encoding undone. */
  text: string;
  raw: string;
};

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** MAIL FROM commands seen: one per delivery attempt that reached the server. */
  attempts: () => number;
  setMode: (mode: SmtpMode) => void;
  close: () => Promise<void>;
};

function smtpError(code: number, text: string) {
  return Object.assign(new Error(text), { responseCode: code });
}

function decodeBody(body: string, encoding: string | undefined) {
  const enc = (encoding ?? "7bit").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function parseHeaders(block: string) {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Headers and the text/plain part of a message (single part, or the first text/plain part of a multipart one). */
export function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) {
    return { headers, text: decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r\n$/, "") };
  }
  for (const part of body.split(`--${boundary}`)) {
    const at = part.indexOf("\r\n\r\n");
    if (at < 0) continue;
    const partHeaders = parseHeaders(part.slice(0, at).replace(/^\r\n/, ""));
    if ((partHeaders.get("content-type") ?? "").toLowerCase().startsWith("text/plain")) {
      return { headers, text: decodeBody(part.slice(at + 4), partHeaders.get("content-transfer-encoding")).replace(/\r\n$/, "") };
    }
  }
  return { headers, text: "" };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = { kind: "accept" };
  let mailFromCount = 0;
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 200,
    onMailFrom(_address, _session, callback) {
      mailFromCount++;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (mode.kind === "refuse-rcpt") return callback(smtpError(mode.code, mode.text));
      callback();
    },
    onData(stream, session, callback) {
      const current = mode;
      const chunks: Buffer[] = [];
      if (current.kind === "drop") {
        // Cut every connection as soon as the first bytes of the message arrive: no reply ever comes.
        stream.once("data", () => {
          for (const connection of server.connections) connection._socket.destroy();
        });
        stream.on("data", () => {});
        return;
      }
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (current.kind === "refuse-data") return callback(smtpError(current.code, current.text));
        const finish = () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = session.envelope;
          const mailFrom = envelope.mailFrom ? envelope.mailFrom.address : "";
          received.push({ mailFrom, rcptTo: envelope.rcptTo.map((r) => r.address), raw, ...parseMessage(raw) });
          callback(null, "Message queued");
        };
        if (current.kind === "accept" && current.delayMs) setTimeout(finish, current.delayMs);
        else finish();
      });
    },
  });
  server.on("error", () => {}); // a destroyed socket is reported here; the test looks at the outcome instead
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => mailFromCount,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
