import { describe, expect, it } from 'vitest';
import { pageNameFromPath } from './pageNameFromPath';

describe('pageNameFromPath', () => {
  it.each([
    ['/', 'Home'],
    ['', 'Home'],
    ['/apps', 'Apps'],
    ['/admin/userList', 'Admin UserList'],
    ['/knowledgeBase/basic/article', 'KnowledgeBase Basic Article'],
    ['/support/trackTicket/42', 'Support TrackTicket 42'],
    ['/admin/', 'Admin'],
    ['//does//not/exist', 'Does Not Exist'],
    ['/caf%C3%A9/%C3%A9t%C3%A9', 'Café Été'],
    ['/bad%E0%A4%A', 'Bad%E0%A4%A'],
  ])('%j -> %j', (pathname, pageName) => {
    expect(pageNameFromPath(pathname)).toBe(pageName);
  });
});
