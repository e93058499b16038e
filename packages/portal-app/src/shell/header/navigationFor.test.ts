import { describe, expect, it } from 'vitest';
import { users } from '../../testing/userFixtures';
import { navigationFor } from './navigationFor';

const targets = (user: Parameters<typeof navigationFor>[0]) => navigationFor(user).map((link) => link.to);

describe('navigationFor', () => {
  it('offers visitors support only', () => {
    expect(targets(null)).toEqual(['/support']);
  });

  it('adds administration for admins and super admins only', () => {
    expect(targets(users.supplierAdmin)).toEqual(['/apps', '/support', '/knowledgeBase/home', '/admin']);
    expect(targets(users.superAdmin)).toContain('/admin');
    expect(targets(users.regularUser)).toEqual(['/apps', '/support', '/knowledgeBase/home']);
  });

  it('leads basic users to their knowledge base', () => {
    expect(targets(users.basicUser)).toEqual(['/apps', '/support', '/knowledgeBase/basic']);
  });
});
