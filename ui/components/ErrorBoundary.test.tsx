// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failure');
  return <p>Page content</p>;
}

describe('ErrorBoundary', () => {
  it('turns a render failure into the error page (500), and gives the next page its chance', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = (status: number) => <h1>Error page {status}</h1>;
    const { rerender } = render(
      <ErrorBoundary resetKey="/home" fallback={fallback}>
        <Broken broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Error page 500' })).toBeInTheDocument();

    rerender(
      <ErrorBoundary resetKey="/benefits" fallback={fallback}>
        <Broken broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
