// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

/** jsdom lays nothing out: each test says how wide the frame and its content are. */
function layOut(frameWidth: number, contentWidth: number): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(frameWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollRegion', () => {
  it('is a region named like its table, in the Tab order when the table is wider than the frame', () => {
    layOut(320, 640);
    render(
      <ScrollRegion label="Your claims" className="frame">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Your claims' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('frame');
  });

  it('stays out of the Tab order when the whole table fits', () => {
    layOut(1200, 900);
    render(
      <ScrollRegion label="Your claims" className="frame">
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Your claims' })).not.toHaveAttribute('tabindex');
  });
});
