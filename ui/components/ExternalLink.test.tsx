// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { putInForce } from '../../domain/copy/localized';
import { SPANISH } from '../i18n/spanish';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  afterEach(() => putInForce('en', {}));

  it('opens another site in a new tab without handing it this tab, and says so in its name', () => {
    render(<ExternalLink href="https://www.example.com/privacy">Privacy center</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Privacy center (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so in Spanish when Spanish is in force', () => {
    putInForce('es', SPANISH);
    render(<ExternalLink href="https://www.example.com/privacy">Centro de privacidad</ExternalLink>);
    expect(screen.getByRole('link', { name: 'Centro de privacidad (se abre en una pestaña nueva)' })).toBeInTheDocument();
  });
});
