// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../app/ServicesProvider';
import { NotificationStore } from '../stores/notification-store';
import { Snackbar } from './Snackbar';

/** jsdom has no AnimationEvent: an animationend event carrying the animation's name. */
const animationEnd = (animationName: string): Event => {
  const event = new Event('animationend', { bubbles: true });
  Object.defineProperty(event, 'animationName', { value: animationName });
  return event;
};

function setup() {
  const container = new Container();
  container.bind(NotificationStore).toSelf().inSingletonScope();
  const store = container.get(NotificationStore);
  render(
    <ServicesProvider container={container}>
      <Snackbar />
    </ServicesProvider>,
  );
  return store;
}

describe('Snackbar', () => {
  it('announces one notification at a time in a polite live region, the next after the leaving animation', async () => {
    const user = userEvent.setup();
    const store = setup();
    act(() => {
      store.notify({ message: 'Copied subscriber ID to clipboard', status: 'success' });
      store.notify({ message: 'Successfully updated email address', status: 'success' });
    });
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent('Copied subscriber ID to clipboard');
    expect(screen.queryByText('Successfully updated email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const leaving = document.querySelector('.snackbar');
    expect(leaving).toHaveClass('snackbar--leaving');
    // The entry animation ending changes nothing; the leaving one shows the next.
    fireEvent(leaving as Element, animationEnd('snackbar-in'));
    expect(region).toHaveTextContent('Copied subscriber ID to clipboard');
    fireEvent(leaving as Element, animationEnd('snackbar-out'));
    expect(region).toHaveTextContent('Successfully updated email address');
  });

  it('dismisses on a click anywhere on it', async () => {
    const user = userEvent.setup();
    const store = setup();
    act(() => store.notify({ message: 'Saved', status: 'success' }));
    await user.click(screen.getByText('Saved'));
    expect(store.leaving).toBe(true);
  });
});
