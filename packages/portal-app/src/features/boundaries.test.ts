import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The app's layout (README, "Layout"): each feature of src/features/<area>/ keeps its pages, stores, messages,
// fixtures, stories and tests to itself. Outside it, code reaches a feature only through the feature's index.ts,
// and stories, tests and fixtures through its testing.ts. Two places know more, by design: the route table loads
// each page module on demand (so every page stays a chunk of its own), and the i18n plumbing reads every
// feature's messages/ catalogues.

const SRC = join(import.meta.dirname, '..');
const FEATURES = 'features';

/** Paths relative to src, with forward slashes. */
const fromSrc = (path: string): string => relative(SRC, path).replace(/\\/g, '/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [fromSrc(path)] : [];
  });
}

/** Relative module specifiers of a file: static and dynamic imports, re-exports, and mocked modules. */
function importsOf(source: string): { readonly specifier: string; readonly dynamic: boolean }[] {
  const found = source.matchAll(/(from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g);
  return [...found].map(([, prefix = '', , specifier = '']) => ({ specifier, dynamic: prefix.includes('(') }));
}

/** The file (relative to src) a specifier names, as the bundler finds it. */
function resolve(from: string, specifier: string): string {
  const base = join(SRC, dirname(from), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  if (!candidate) throw new Error(`${from}: cannot resolve "${specifier}"`);
  return fromSrc(candidate);
}

/** The feature a file belongs to (its folder under src/features), or null for shared code. */
function featureOf(path: string): string | null {
  const [top, feature, ...rest] = path.split('/');
  return top === FEATURES && feature !== undefined && rest.length > 0 ? feature : null;
}

const isStoryTestOrFixture = (path: string): boolean => /\.(stories|test)\.tsx?$|[Ff]ixtures?\.ts$/.test(path);

/** Why `from` may not import `target` of another feature, or null when it may. */
function violation(from: string, target: string, dynamic: boolean): string | null {
  const feature = featureOf(target);
  if (feature === null || feature === featureOf(from)) return null;
  const inFeature = target.slice(`${FEATURES}/${feature}/`.length);
  if (inFeature === 'index.ts') return null;
  if (inFeature === 'testing.ts') return isStoryTestOrFixture(from) ? null : 'testing.ts is for stories and tests';
  if (from === 'routes/routeTable.ts' && dynamic) return null;
  if (from.startsWith('i18n/') && /^messages\/[^/]+\.json$/.test(inFeature)) return null;
  return `reaches into ${FEATURES}/${feature}/${inFeature}`;
}

describe('feature boundaries', () => {
  const files = sourceFiles(SRC);

  it('finds the features and their index', () => {
    const features = readdirSync(join(SRC, FEATURES)).filter((name) =>
      statSync(join(SRC, FEATURES, name)).isDirectory(),
    );
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect(existsSync(join(SRC, FEATURES, feature, 'index.ts')), feature).toBe(true);
  });

  it('lets code outside a feature reach it only through its index (and testing for stories and tests)', () => {
    const violations = files.flatMap((file) =>
      importsOf(readFileSync(join(SRC, file), 'utf8')).flatMap(({ specifier, dynamic }) => {
        const reason = violation(file, resolve(file, specifier), dynamic);
        return reason ? [`${file} imports "${specifier}": ${reason}`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });

  it('notices a deep import into another feature', () => {
    expect(
      violation(
        'features/contact-us/ContactUs/ContactUsPage.tsx',
        'features/support/SupportForms/SupportForm.tsx',
        false,
      ),
    ).toMatch(/reaches into features\/support/);
    expect(violation('shell/AppFooter.tsx', 'features/support/testing.ts', false)).toMatch(/testing\.ts/);
    expect(violation('shell/AppFooter.tsx', 'features/support/index.ts', false)).toBeNull();
  });
});
