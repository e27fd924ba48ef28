import { After, AfterAll, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import { answersOffContract, assemblyKind, startSharedSandboxServer, stopSharedSandboxServer } from './test-app';

// The FHIR server loads a day's resources on the first call for that day (a scenario that says what day it
// is): some seconds on a busy machine, which a step of the fhir profile may wait.
if (assemblyKind() === 'fhir') setDefaultTimeout(30_000);

// The fhir profile's FHIR server loads the R4 definitions and every persona's resources first: some seconds.
BeforeAll({ timeout: 120_000 }, async function () {
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
