// jest.setup-dom.ts loads @testing-library/jest-dom for every browser-side test; this brings its
// matcher types (toBeInTheDocument, toHaveAttribute, ...) to each package's type check.
/// <reference types="@testing-library/jest-dom" />
