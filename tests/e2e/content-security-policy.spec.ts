import { expect, test } from './support/portal';
import { watchForCspViolations } from './support/routeWalk';

// Every route is walked under the policy in every-route.spec.ts; this proves the walk's watch would see a breach.
test('the watch sees a violation: an inline script is refused', async ({ page }) => {
  const violations = await watchForCspViolations(page);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/script-src/);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
});
