import { describe, expect, it } from 'vitest';
import { adminsMailto } from './adminsMailto';

describe('adminsMailto', () => {
  it('writes to every admin at once, with the subject escaped', () => {
    const admins = [
      { name: 'Laura Chen', email: 'admin@acme-foods.test' },
      { name: 'Ana Baptiste', email: 'ana+access@acme-foods.test' },
    ];
    expect(adminsMailto(admins, 'Acceso a productos & más')).toBe(
      'mailto:admin@acme-foods.test,ana%2Baccess@acme-foods.test?subject=Acceso%20a%20productos%20%26%20m%C3%A1s',
    );
  });
});
