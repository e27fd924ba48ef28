// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putInForce } from '../../domain/copy/localized';
import type { Alert } from '../../domain/model';
import { SPANISH } from '../i18n/spanish';
import { AlertBanner } from './AlertBanner';

const alert = (overrides: Partial<Alert> = {}): Alert => ({
  id: 'a1',
  type: 'info',
  title: 'Open enrollment is here',
  content: 'Review your plan before it ends.',
  canDismiss: true,
  links: [],
  buttons: [],
  ...overrides,
});

describe('AlertBanner', () => {
  it('shows title and content, and offers Dismiss only for a dismissable alert', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<AlertBanner alert={alert()} onDismiss={onDismiss} />);
    expect(screen.getByRole('region', { name: /Open enrollment is here/ })).toHaveTextContent('Review your plan before it ends.');
    await user.click(screen.getByRole('button', { name: 'Dismiss: Open enrollment is here' }));
    expect(onDismiss).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));

    rerender(<AlertBanner alert={alert({ canDismiss: false, type: 'warning', title: 'You are not currently enrolled in a plan' })} onDismiss={onDismiss} />);
    expect(screen.queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
    expect(screen.getByText('Warning:', { exact: false })).toBeInTheDocument();
  });

  it('announces errors at once', () => {
    render(<AlertBanner alert={alert({ type: 'error', title: 'Something failed' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
  });

  it('renders app and web links, never a script URL, and reports button actions', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <AlertBanner
        onAction={onAction}
        alert={alert({
          links: [
            { label: 'Review plan', href: '/account/plan-benefits' },
            { label: 'Shop plans', href: 'https://shop.example.com/plans' },
            { label: 'Evil', href: 'javascript:alert(1)' },
          ],
          buttons: [{ label: 'Remind me later', action: 'snooze' }],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Review plan' })).toHaveAttribute('href', '/account/plan-benefits');
    const external = screen.getByRole('link', { name: /Shop plans/ });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(onAction).toHaveBeenCalledWith('snooze', expect.objectContaining({ id: 'a1' }));
  });

  describe('in Spanish', () => {
    afterEach(() => putInForce('en', {}));

    it("names an alert's kind, its links and its dismiss button in the language in force", () => {
      putInForce('es', SPANISH);
      render(
        <AlertBanner
          alert={{ id: 'a', type: 'warning', title: 'Aviso', content: '', canDismiss: true, links: [{ label: 'Contact customer service', href: '/support/customer-service' }], buttons: [] }}
          onDismiss={() => {}}
        />,
      );
      expect(screen.getByText('Advertencia:', { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Servicio al Cliente' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cerrar aviso: Aviso' })).toBeInTheDocument();
    });
  });
});
