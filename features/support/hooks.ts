import { AfterAll, BeforeAll } from '@cucumber/cucumber';
import { startSharedSandboxServer, stopSharedSandboxServer } from './test-app';

BeforeAll(async function () {
  await startSharedSandboxServer();
});

AfterAll(async function () {
  await stopSharedSandboxServer();
});
