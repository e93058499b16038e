import type { Locale } from '@partner-insights/contracts';
import type { Context } from 'hono';
import { requestLocale } from '../../platform/http/request-site';
import type { SignedInEnv } from './session-gate';

/** A signed-in reader's language: the one the request asks for, otherwise the user's own. */
export const readerLocale = (c: Context<SignedInEnv>): Locale =>
  c.req.header('accept-language') ? requestLocale(c) : c.var.user.languageCode;
