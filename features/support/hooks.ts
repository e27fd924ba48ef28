import { After, AfterAll, BeforeAll } from '@cucumber/cucumber';
import { answersOffContract, startSharedSandboxServer, stopSharedSandboxServer } from './test-app';

BeforeAll(async function () {
  await startSharedSandboxServer();
});

// Over HTTP, a scenario fails if any answer the sandbox gave it differs from docs/openapi.json.
After(function () {
  const differences = answersOffContract();
  if (differences.length > 0) throw new Error(`The sandbox answered off the OpenAPI document:\n${differences.join('\n')}`);
});

AfterAll(async function () {
  await stopSharedSandboxServer();
});
