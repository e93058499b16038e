import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

/** Debian's Chromium: no test tool may download a browser of its own. */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
