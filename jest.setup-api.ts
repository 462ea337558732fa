/**
 * The api project's time limit for tests and hooks. jest reads `testTimeout` only from the root config,
 * not from a project, so it is set here: building an app on a fresh database copy takes seconds on a
 * busy machine, more than jest's 5 s default.
 */
jest.setTimeout(60_000);
