import { startBuiltPortal } from '../../../scripts/lib/built-portal.mjs';
import { startSingleSignOnPortal } from './singleSignOnPortal';

/** The idle timeout of the second portal: short enough for a journey to wait it out, long enough to type first. */
export const SHORT_IDLE_TIMEOUT_SECONDS = 30;

/**
 * Starts three portals: the one every journey uses, one whose sessions go idle after SHORT_IDLE_TIMEOUT_SECONDS
 * (for the idle-timeout journey), and one signing in through a local identity provider (for the single sign-on
 * journey). The returned teardown stops them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const starting = [
    // Every visitor's contact-us post meets the bot check, so the journey through it does not depend on timing.
    // Its puzzle is easy, so the journey's browser solves it at once whatever the machine's load.
    // Access review campaigns end seconds after they open, so a journey can wait out the deadline.
    startBuiltPortal({
      CONTACT_US_CHALLENGE_SHARE: '1',
      BOT_CHECK_DIFFICULTY: '8',
      ACCESS_REVIEW_DEADLINE_SECONDS: '30',
    }),
    startBuiltPortal({ SESSION_IDLE_TIMEOUT_SECONDS: String(SHORT_IDLE_TIMEOUT_SECONDS) }),
    startSingleSignOnPortal(),
  ] as const;
  const started = await Promise.allSettled(starting);
  const stopAll = () =>
    Promise.all(started.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.stop() : undefined)));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    // The portals that did start would otherwise outlive the run.
    await stopAll();
    throw failure.reason;
  }
  const [portal, shortIdlePortal, singleSignOnPortal] = await Promise.all(starting);
  process.env.PORTAL_E2E_PORT = String(portal.port);
  process.env.PORTAL_E2E_MAIL_DIR = portal.mailDir;
  process.env.PORTAL_E2E_SHORT_IDLE_PORT = String(shortIdlePortal.port);
  process.env.PORTAL_E2E_SINGLE_SIGN_ON_PORT = String(singleSignOnPortal.port);
  return async () => {
    await stopAll();
  };
}
