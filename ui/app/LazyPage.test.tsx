// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>The page</h1>;
}

const shell = (key: string, Lazy: React.ComponentType) => (
  <ErrorBoundary resetKey={key} fallback={(status) => <h1>{`Error ${status}`}</h1>}>
    <Suspense fallback={<p>Loading</p>}>
      <Lazy />
    </Suspense>
  </ErrorBoundary>
);

describe('lazyPage', () => {
  beforeEach(() => {
    // React reports the failures the boundary catches; they are the point of these tests.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the network error page when the page cannot be downloaded, and loads it on the next visit', async () => {
    let online = false;
    const LazyPage = lazyPage<React.ComponentType>(() =>
      online ? Promise.resolve({ default: Page }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js')),
    );
    const { rerender } = render(shell('/page', LazyPage));
    expect(await screen.findByRole('heading', { name: 'Error 1' })).toBeTruthy();
    online = true;
    // Navigating again (the boundary resets on a new location) downloads the page afresh.
    rerender(shell('/page?again', LazyPage));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('keeps 500 for a page that fails to render for any other reason', async () => {
    const Broken = lazyPage<React.ComponentType>(() =>
      Promise.resolve({
        default: function Broken(): React.ReactNode {
          throw new Error('a bug');
        },
      }),
    );
    render(shell('/broken', Broken));
    expect(await screen.findByRole('heading', { name: 'Error 500' })).toBeTruthy();
  });
});
