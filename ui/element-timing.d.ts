import 'react';

declare module 'react' {
  // A declaration that adds to React's must name its type parameter as React's does.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /**
     * Element Timing: the browser reports when this element first reaches the screen, under this name
     * (`afterPaintOf` in ui/components/after-next-paint.ts).
     */
    elementtiming?: string;
  }
}
