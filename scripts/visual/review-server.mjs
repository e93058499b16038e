import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES = { '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.png': 'image/png' };
const MAX_BODY_BYTES = 1_000_000;

/**
 * Serves a report (see generateReport) on the loopback interface with the decisions a reviewer makes:
 * accepting a changed or new screenshot copies it over that story's baseline in `baselineDir`, accepting a
 * removed one deletes its baseline; rejecting writes nothing. Nothing else in `baselineDir` is touched.
 * `onFinish` receives the baseline files written or deleted, once the reviewer finishes.
 */
export function startReviewServer({ reportDir, baselineDir, port = 0, onFinish }) {
  const report = JSON.parse(readFileSync(path.join(reportDir, 'report.json'), 'utf8'));
  const entryByFile = new Map(report.entries.filter((e) => e.status !== 'failed').map((e) => [e.file, e]));
  const decisions = new Map();

  function decide(files, decision) {
    const unknown = files.filter((file) => !entryByFile.has(file) || decisions.has(file));
    if (unknown.length > 0) return { status: 409, body: `Not open for review: ${unknown.join(', ')}` };
    for (const file of files) {
      if (decision === 'accept') {
        const entry = entryByFile.get(file);
        const baseline = path.join(baselineDir, file);
        if (entry.status === 'removed') rmSync(baseline, { force: true });
        else copyFileSync(path.join(reportDir, entry.images.new), baseline);
      }
      decisions.set(file, decision === 'accept' ? 'accepted' : 'rejected');
    }
    return { status: 200, body: { decisions: Object.fromEntries(files.map((file) => [file, decisions.get(file)])) } };
  }

  const accepted = () =>
    [...decisions]
      .filter(([, decision]) => decision === 'accepted')
      .map(([file]) => ({ file: path.join(baselineDir, file), removed: entryByFile.get(file).status === 'removed' }));

  const server = createServer(async (request, response) => {
    const send = (status, body) => {
      const json = typeof body !== 'string';
      response.writeHead(status, { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8' });
      response.end(json ? JSON.stringify(body) : body);
    };
    const url = new URL(request.url, 'http://localhost');
    try {
      if (request.method === 'GET' && url.pathname === '/api/state') {
        return send(200, { decisions: Object.fromEntries(decisions) });
      }
      if (request.method === 'POST' && url.pathname === '/api/decide') {
        const { files, decision } = JSON.parse(await readBody(request));
        if (!Array.isArray(files) || !['accept', 'reject'].includes(decision))
          return send(400, 'Expected files and a decision.');
        const result = decide(files, decision);
        return send(result.status, result.body);
      }
      if (request.method === 'POST' && url.pathname === '/api/finish') {
        const list = accepted();
        response.on('finish', () => onFinish?.(list));
        return send(200, {
          accepted: list.map(
            ({ file, removed }) => `${removed ? 'deleted ' : ''}${path.relative(process.cwd(), file)}`,
          ),
        });
      }
      if (request.method === 'GET') return serveFile(reportDir, url.pathname, response);
      send(405, 'Method not allowed');
    } catch (error) {
      send(400, String(error.message));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        accepted,
        close: () => {
          server.close();
          server.closeAllConnections();
        },
      });
    });
  });
}

function serveFile(root, pathname, response) {
  const file = path.join(root, path.normalize(decodeURIComponent(pathname === '/' ? '/index.html' : pathname)));
  if (!file.startsWith(root + path.sep) || !existsSync(file)) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
}

async function readBody(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_BODY_BYTES) throw new Error('Request too large.');
  }
  return body;
}
