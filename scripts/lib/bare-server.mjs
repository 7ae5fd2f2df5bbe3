// The benchmark's baseline: node:http answering fixed bytes per path, nothing else.
import http from 'node:http';

process.once('message', (answers) => {
  const bodies = new Map(Object.entries(answers).map(([route, base64]) => [route, Buffer.from(base64, 'base64')]));
  const server = http.createServer((request, response) => {
    const body = bodies.get(request.url);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
});
