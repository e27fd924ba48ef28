// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailLink } from './EmailLink';

afterEach(cleanup);

describe('an e-mail link', () => {
  it('reads and mails to the whole address, and may wrap only after the @ and before each dot', () => {
    render(<EmailLink address="memberdashboard@cascadehealth.example.com" />);
    const link = screen.getByRole('link', { name: 'memberdashboard@cascadehealth.example.com' });
    expect(link).toHaveAttribute('href', 'mailto:memberdashboard@cascadehealth.example.com');
    const lines = link.innerHTML.split('<wbr>');
    expect(lines).toEqual(['memberdashboard@', 'cascadehealth', '.example', '.com']);
  });
});
