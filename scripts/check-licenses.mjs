// Lists every production dependency of the published packages and the server (from the installed manifests, via
// `pnpm licenses`) by license, and fails on one outside licenses.json's allow list that has no exception there.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PACKAGES = ['ui', 'forms', 'tables', 'contracts', 'portal-server'].map((name) => `@partner-insights/${name}`);
const { allowed, exceptions } = JSON.parse(readFileSync('licenses.json', 'utf8'));
const allowedIds = new Set(allowed);

/** Whether an SPDX expression lets us use the package: one allowed choice of an OR, every part of an AND. */
const isAllowed = (expression) =>
  expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((choice) => choice.split(/\s+AND\s+/).every((id) => allowedIds.has(id.trim())));

/** license -> "name@version" of every production dependency, deduplicated across the packages. */
const byLicense = new Map();
for (const name of PACKAGES) {
  const listed = JSON.parse(
    execFileSync('pnpm', ['licenses', 'list', '--prod', '--json', '--filter', name], { encoding: 'utf8' }) || '{}',
  );
  for (const [license, dependencies] of Object.entries(listed)) {
    for (const dependency of dependencies) {
      for (const version of dependency.versions) {
        const entries = byLicense.get(license) ?? new Map();
        entries.set(`${dependency.name}@${version}`, dependency.name);
        byLicense.set(license, entries);
      }
    }
  }
}

const refused = [];
for (const [license, entries] of [...byLicense].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${license} (${entries.size}): ${[...entries.keys()].sort().join(', ')}`);
  for (const [entry, name] of entries) {
    if (!isAllowed(license) && !exceptions[name]) refused.push(`${entry} (${license})`);
  }
}
const count = [...byLicense.values()].reduce((sum, entries) => sum + entries.size, 0);
if (refused.length > 0) {
  console.error(`✖ ${refused.length} dependencies have a license outside licenses.json: ${refused.join(', ')}`);
  process.exit(1);
}
console.log(`✔ ${count} production dependencies, every license allowed or excepted with a reason (licenses.json)`);
