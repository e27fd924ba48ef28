// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { ServicesProvider } from '../app/ServicesProvider';
import EobsPage from './EobsPage';

describe('the EOBs page', () => {
  it('says it is loading EOBs, not claims, until the first page arrives, then counts the rows it shows', async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
    bindStores(app.container);
    expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
    render(
      <ServicesProvider container={app.container}>
        <EobsPage />
      </ServicesProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading EOBs');
    expect(await screen.findByText(/^Showing 1/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
