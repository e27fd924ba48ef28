import { describe, expect, it } from 'vitest';
import { findInNetworkDentistPath, programLink, programsWithContent } from './program-links';
import { aProgram } from './testing/builders';

describe('programLink', () => {
  it('opens external programs at their address', () => {
    expect(programLink(aProgram({ resource: null, url: 'https://www.example.com' }))).toEqual({ kind: 'external', href: 'https://www.example.com' });
  });

  it('sends internal programs to their page', () => {
    expect(programLink(aProgram({ id: 27, resource: 'passport-dental' }))).toEqual({ kind: 'internal', path: '/passport-dental' });
    expect(programLink(aProgram({ id: 13, resource: 'call-a-nurse' }))).toEqual({ kind: 'internal', path: '/benefits/programs/13' });
    expect(programLink(aProgram({ id: 5, resource: null, url: 'javascript:alert(1)' }))).toEqual({ kind: 'internal', path: '/benefits/programs/5' });
  });
});

describe('programsWithContent', () => {
  it('adds the site content title and short description, in display order', () => {
    const merged = programsWithContent(
      [aProgram({ id: 2, name: 'Second', displayOrder: 20 }), aProgram({ id: 1, name: 'First', displayOrder: 10 })],
      [{ details: { programId: 2 }, title: 'Second title', shortDescription: 'Short' }],
    );
    expect(merged.map((program) => [program.title, program.shortDescription])).toEqual([
      ['First', null],
      ['Second title', 'Short'],
    ]);
  });
});

describe('findInNetworkDentistPath', () => {
  it('carries plan=25 for the Medicare parent group only', () => {
    expect(findInNetworkDentistPath('100000075')).toBe('/find-care/find-a-dentist?plan=25');
    expect(findInNetworkDentistPath('100000020')).toBe('/find-care/find-a-dentist');
  });
});
