// The TLS front a deployment puts before the server (README "Behind a TLS proxy": nginx, Caddy or a
// load balancer terminates https and forwards to PORT), for bench/lighthouse.sh: https with HTTP/2
// (HTTP/1.1 for a client that does not offer h2), forwarding every request to the server over plain
// HTTP/1.1 with X-Forwarded-For and X-Forwarded-Proto, as nginx's proxy_pass does. Lighthouse's
// simulator models an h2 origin as one connection, an http/1.1 one as up to six (decision 0039).
//   node bench/tls-front.mjs <listen port> <server port> <key.pem> <cert.pem>
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import process from "node:process";

const [listen, upstream, keyFile, certFile] = process.argv.slice(2);
// Hop-by-hop headers (RFC 9110 section 7.6.1) and h2's pseudo-headers are not forwarded.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "host"]);
const forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith(":") && !HOP_BY_HOP.has(k)));

const front = http2.createSecureServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), allowHTTP1: true });
front.on("request", (req, res) => {
  const headers = { ...forwardable(req.headers), host: req.headers[":authority"] ?? req.headers.host, "x-forwarded-proto": "https", "x-forwarded-for": req.socket.remoteAddress };
  const out = http.request({ host: "127.0.0.1", port: Number(upstream), method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
    answer.pipe(res);
  });
  out.on("error", () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(out);
});
front.listen(Number(listen), "127.0.0.1");
