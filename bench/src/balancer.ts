// A small round-robin HTTP load balancer for bench:bets' two-process run: every request goes to the next
// upstream in turn over kept-alive connections. Usage: node balancer.ts PORT UPSTREAM_PORT...
import http from 'node:http';

const [port, ...upstreams] = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

function badGateway(response: http.ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(502, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ success: false, value: null, message: 'upstream unreachable', code: 'BAD_GATEWAY' }));
}

http
  .createServer((request, response) => {
    const target = upstreams[next++ % upstreams.length];
    const forwarded = http.request(
      { host: '127.0.0.1', port: target, path: request.url, method: request.method, headers: request.headers, agent },
      (upstream) => {
        upstream.on('error', () => response.destroy());
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
      },
    );
    // A client or upstream that goes away mid-request ends that exchange only, never the balancer.
    forwarded.on('error', () => badGateway(response));
    request.on('error', () => forwarded.destroy());
    response.on('error', () => forwarded.destroy());
    request.pipe(forwarded);
  })
  .on('clientError', (_error, socket) => socket.destroy())
  .listen(port, '127.0.0.1', () => console.log(`balancer on ${port} -> ${upstreams.join(', ')}`));
