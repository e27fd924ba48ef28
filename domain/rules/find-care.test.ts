import { describe, expect, it } from 'vitest';
import type { Program } from '../model';
import { careResources, dentistDirectory } from './find-care';

const program = (id: number, eligible = true): Program => ({
  id,
  name: `Program ${id}`,
  description: '',
  categories: [],
  eligible,
  displayOrder: id,
  highPriority: true,
  featureGroup: null,
  childResourceIds: [],
  resource: null,
  url: null,
  urlDocumentType: null,
});

describe('dentistDirectory', () => {
  it('carries plan=25 for the Medicare parent group, or when the page was opened with it', () => {
    expect(dentistDirectory(1, { parentGroupId: '100000075' }).url).toMatch(/[?&]plan=25$/);
    expect(dentistDirectory(1, { parentGroupId: '100000020', plan: '25' }).url).toMatch(/[?&]plan=25$/);
    expect(dentistDirectory(1, { parentGroupId: '100000020' }).url).not.toContain('plan=');
  });

  it('differs per brand; Providence has a printed directory', () => {
    expect(dentistDirectory(2, { parentGroupId: null }).url).not.toBe(dentistDirectory(1, { parentGroupId: null }).url);
    expect(dentistDirectory(5, { parentGroupId: '100000075' })).toMatchObject({ isDocument: true });
    expect(dentistDirectory(5, { parentGroupId: '100000075' }).url).not.toContain('plan=');
  });
});

describe('careResources', () => {
  it('lists primary care when visible, finding a dentist, then the care programs the member has', () => {
    const resources = careResources({ primaryCareVisible: true, programs: [program(1), program(13), program(8), program(36, false)], phoneNumbers: { 13: '1-855-555-0113' } });
    expect(resources.map((resource) => (resource.kind === 'program' ? resource.program.id : resource.kind))).toEqual(['primary-care', 'find-a-dentist', 8, 13]);
    expect(resources.find((resource) => resource.kind === 'program' && resource.program.id === 13)).toMatchObject({ phoneNumber: '1-855-555-0113' });
  });

  it('leaves primary care out when its menu is hidden', () => {
    expect(careResources({ primaryCareVisible: false, programs: [], phoneNumbers: {} }).map((resource) => resource.kind)).toEqual(['find-a-dentist']);
  });
});
