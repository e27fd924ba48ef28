import { describe, expect, it } from 'vitest';
import { CONTRACT_ASSEMBLIES, useContractAssembly } from './assemblies';
import { right } from './answers';

/**
 * The home page's invitation to add a second factor over both assemblies: the gateway keeps the member's
 * "Not now", so that a new sign-in (on this device or another) finds it set aside.
 */
describe.each(CONTRACT_ASSEMBLIES)('the invitation to add a second factor over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);
  const signIn = async (username: string) => {
    const { tokens, auth } = assembly();
    tokens.store(right(await auth.login({ username, password: 'Sandbox1', domainId: 1 })).token);
  };

  it('is not set aside until the member sets it aside, and then stays aside at their next sign-in', async () => {
    await signIn('subscriber');
    expect(right(await assembly().security.invitation())).toEqual({ setAside: false });
    right(await assembly().security.setAsideInvitation());
    expect(right(await assembly().security.invitation())).toEqual({ setAside: true });

    await signIn('subscriber');
    expect(right(await assembly().security.invitation())).toEqual({ setAside: true });
  });

  it('is kept for each member on their own', async () => {
    await signIn('spouse');
    expect(right(await assembly().security.invitation())).toEqual({ setAside: false });
  });
});
