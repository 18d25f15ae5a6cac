import { isResourceVisible, type MenuResource } from './resource-visibility';
import { staffRoles } from './roles';

describe('menu resource visibility (spec section 6)', () => {
  const publicResource: MenuResource = { visibility: 'public', visibleTo: [] };
  const privateForAgents: MenuResource = { visibility: 'private', visibleTo: ['agent'] };
  const privateForNobody: MenuResource = { visibility: 'private', visibleTo: [] };

  it('shows public resources to every role', () => {
    for (const role of staffRoles) {
      expect(isResourceVisible(publicResource, role)).toBe(true);
    }
  });

  it('shows every private resource to admin and super-admin', () => {
    expect(isResourceVisible(privateForNobody, 'admin')).toBe(true);
    expect(isResourceVisible(privateForNobody, 'super-admin')).toBe(true);
  });

  it('shows a private resource to other roles only when visibleTo lists them', () => {
    expect(isResourceVisible(privateForAgents, 'agent')).toBe(true);
    expect(isResourceVisible(privateForAgents, 'customer')).toBe(false);
    expect(isResourceVisible(privateForAgents, 'organization-admin')).toBe(false);
    expect(isResourceVisible(privateForNobody, 'organization-admin')).toBe(false);
  });
});
