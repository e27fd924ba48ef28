// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ProgramTiles } from './ProgramTiles';

describe('ProgramTiles', () => {
  it('cuts long names at 25 characters for the eye, keeps the full name for assistive technology', () => {
    render(
      <Router>
        <ProgramTiles
          programs={[{ id: 94, name: 'Behavioral health champions program', target: { kind: 'internal', path: '/benefits/programs/94' } }]}
          shortcuts={[]}
          allProgramsLink
        />
      </Router>,
    );
    const tile = screen.getByRole('link', { name: 'Behavioral health champions program' });
    expect(tile).toHaveAttribute('href', '/benefits/programs/94');
    expect(within(tile).getByText('Behavioral health champio...')).toBeVisible();
    expect(tile).toHaveAttribute('title', 'Behavioral health champions program');
    expect(screen.getByRole('link', { name: 'View all programs' })).toHaveAttribute('href', '/benefits/programs');
  });

  it('marks external programs, opened in a new tab without access to the dashboard', () => {
    render(
      <Router>
        <ProgramTiles
          programs={[{ id: 8, name: 'Text a doctor', target: { kind: 'external', href: 'https://textadoctor.example.com/' } }]}
          shortcuts={[{ id: -2, name: 'All programs', target: { kind: 'internal', path: '/benefits/programs' } }]}
          allProgramsLink={false}
        />
      </Router>,
    );
    const external = screen.getByRole('link', { name: /Text a doctor/ });
    expect(external).toHaveAccessibleName('Text a doctor (opens in a new tab)');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external.querySelector('[data-program-icon="8"]')).not.toBeNull();
    const internal = screen.getByRole('link', { name: 'All programs' });
    expect(internal.querySelector('[data-program-icon="-2"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'View all programs' })).toBeNull();
  });

  it('draws a default icon for a program without its own', () => {
    render(
      <Router>
        <ProgramTiles programs={[{ id: 512, name: 'Something new', target: { kind: 'internal', path: '/x' } }]} shortcuts={[]} allProgramsLink />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Something new' }).querySelector('[data-program-icon="default"]')).not.toBeNull();
  });
});
