import { ALL_ENDPOINTS } from '../../adapters/http/endpoints';
import { replyOnWire, type SandboxInterceptor } from '../../adapters/sandbox/sandbox-http-handler';
import { ContractDocument } from './contract-document';

/**
 * Holds the sandbox to the OpenAPI document while tests run against it: an interceptor for the sandbox
 * server (`startSandboxServer(0, { interceptor: watch.interceptor })`) that judges every answer to a call of
 * the endpoint table as it goes on the wire, and keeps a line for each difference. The contract tests and the
 * HTTP features read the lines after each test (`drain`) and fail on any, so the sandbox cannot send a field
 * the document lacks, or leave out one it requires, without the run failing.
 *
 * The sandbox's own pages and tools (single sign-on landing, eBill stand-in, reset) are no part of the
 * contract and are not judged. Faults a request asks for (X-Sandbox-Faults) replace the answer after this
 * sees it, so deliberate garbage is never taken for drift.
 */
export interface AnswerWatch {
  readonly interceptor: SandboxInterceptor;
  /** The differences seen since the last drain, one line each, and forgets them. */
  drain(): string[];
}

const BY_NAME = new Map(ALL_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint]));

export function watchAnswers(document: ContractDocument = ContractDocument.load()): AnswerWatch {
  let lines: string[] = [];
  return {
    interceptor: async (call, next) => {
      const reply = await next();
      const endpoint = BY_NAME.get(call.call);
      if (endpoint !== undefined) {
        const { contentType, body } = replyOnWire(reply);
        for (const difference of document.differences(endpoint, { status: reply.status, contentType, body })) {
          lines.push(`${call.call} (${call.method} ${call.path}): ${difference}`);
        }
      }
      return reply;
    },
    drain: () => {
      const seen = lines;
      lines = [];
      return seen;
    },
  };
}
