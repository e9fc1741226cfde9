// scripts/jest/setup-dom.js loads the jest-dom matchers at runtime; this makes their types visible to tsc.
/// <reference types="@testing-library/jest-dom" />
