/**
 * A request to a server on this machine over a plain `http.request`, for the Node server's tests: no fetch,
 * whose client would set or refuse headers (Host, Transfer-Encoding) the tests need to send as given.
 */
import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The body sent in chunks without a length, `chunks` times over. */
  chunks?: number;
}

export function rawRequest(port: number, path: string, init: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers, agent: false },
      (res) => {
        let body = "";
        res.on("data", (d) => {
          body += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    for (let i = 1; i < (init.chunks ?? 1); i++) req.write(init.body ?? "");
    req.end(init.body);
  });
}
