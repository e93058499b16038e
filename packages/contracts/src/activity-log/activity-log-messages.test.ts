import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { ACTIVITY_EVENTS } from './activity-events';
import { ACTIVITY_LOG_MESSAGES } from './activity-log-messages';

describe('the activity log’s words', () => {
  it.each(LOCALES)('name every event in %s, and no event that does not exist', (locale) => {
    const { events } = ACTIVITY_LOG_MESSAGES[locale];
    expect(Object.keys(events).sort()).toEqual([...ACTIVITY_EVENTS].sort());
    expect(Object.values(events).filter((words) => words.trim() === '')).toEqual([]);
  });

  it.each(['es-MX', 'fr-CA'] as const)('translate every event into %s', (locale) => {
    const english = ACTIVITY_LOG_MESSAGES['en-US'].events;
    const same = ACTIVITY_EVENTS.filter((event) => ACTIVITY_LOG_MESSAGES[locale].events[event] === english[event]);
    expect(same).toEqual([]);
  });
});
