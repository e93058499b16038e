import { readFileSync } from 'node:fs';

const asset = (name) => readFileSync(new URL(`./client/${name}`, import.meta.url), 'utf8');

/**
 * The report page: one self-contained HTML file, its data inline rather than fetched, because a page opened
 * from the file system may not fetch its neighbours.
 */
export function renderReport(report) {
  // Escaped so no story name can close the script element.
  const data = JSON.stringify(report).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes</title>
<style>${asset('report.css')}</style>
</head>
<body>
<header class="top">
  <h1>Visual changes</h1>
  <p class="summary" id="summary"></p>
  <nav class="filters" id="filters" aria-label="Show"></nav>
  <div class="review-bar" id="review-bar" hidden>
    <button type="button" id="finish">Finish review</button>
  </div>
</header>
<main id="groups"></main>
<section id="accepted" hidden aria-labelledby="accepted-title">
  <h2 id="accepted-title">Accepted, ready to commit</h2>
  <pre id="accepted-list"></pre>
</section>
<script type="application/json" id="report-data">${data}</script>
<script>${asset('report.js')}</script>
</body>
</html>
`;
}
