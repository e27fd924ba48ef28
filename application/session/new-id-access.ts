import { inject, injectable } from 'inversify';
import { ReadSession } from './session-facts';

/**
 * Who may open the new ID screen (spec section 6): the holder of a new-id token, or of any other valid
 * token (a member in a new-ID session choosing another member); anyone else is told the page does not
 * exist (404). Valid means the app can read the token's claims; what it may do is the gateway's call.
 */
@injectable()
export class NewIdAccess {
  constructor(@inject(ReadSession) private readonly readSession: ReadSession) {}

  allowed(): boolean {
    return this.readSession.execute().claims !== null;
  }
}
