// The limit to approach: a Fastify route in a process of its own answering a ready JSON string
// (the same body as the server's answer), so the benchmark can say what share of it the server reaches.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [, , bodyFile, port] = process.argv;
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
