import type { MemberWorld } from '../../support/world';
import type { MenuName } from '../../support/vocabulary';

/**
 * The menus a scenario's member is shown, by the name a scenario gives them. Rule scenarios
 * (features/domain) build them from facts, app scenarios (features/shell) from a signed-in persona; both
 * keep them here so that one 'their {menu} reads {string}' reads either.
 */
export type SeenMenus = Partial<Record<MenuName, readonly { readonly label: string }[]>>;

const SEEN = 'menus.seen';

export const showMenus = (world: MemberWorld, menus: SeenMenus): SeenMenus => world.remember(SEEN, menus);
export const seenMenus = (world: MemberWorld): SeenMenus => world.recall<SeenMenus>(SEEN);
