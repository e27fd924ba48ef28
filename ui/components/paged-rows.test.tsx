// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { usePagedRows } from './paged-rows';

/** A list shown `shown` at a time; every render notes the rows it showed, and ' busy' while more are due. */
function PagedList({ list, shown, renders }: { readonly list: readonly string[]; readonly shown: number; readonly renders: string[] }) {
  const visible = useMemo(() => list.slice(0, shown), [list, shown]);
  const { rows, busy } = usePagedRows(visible, shown);
  renders.push(`${rows.join('')}${busy ? ' busy' : ''}`);
  return (
    <ul aria-busy={busy}>
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

describe('usePagedRows', () => {
  it('shows a first page at once', () => {
    const renders: string[] = [];
    render(<PagedList list={['a', 'b', 'c', 'd']} shown={2} renders={renders} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(renders).toEqual(['ab']);
  });

  it('answers Show more with the rows it had, busy, and then adds the next page', () => {
    const renders: string[] = [];
    const { rerender } = render(<PagedList list={['a', 'b', 'c', 'd']} shown={2} renders={renders} />);
    rerender(<PagedList list={['a', 'b', 'c', 'd']} shown={4} renders={renders} />);
    expect(renders).toEqual(['ab', 'ab busy', 'abcd']);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a new list whole at once, never the old rows in between', () => {
    const renders: string[] = [];
    const { rerender } = render(<PagedList list={['a', 'b', 'c', 'd']} shown={4} renders={renders} />);
    renders.length = 0;
    rerender(<PagedList list={['w', 'x', 'y', 'z']} shown={2} renders={renders} />);
    expect(renders.length).toBeGreaterThan(0);
    expect(new Set(renders)).toEqual(new Set(['wx']));
  });
});
