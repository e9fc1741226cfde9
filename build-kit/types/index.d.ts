// What an app's tsconfig.json names in "types" ("@fns/build-kit/types").

// jest/setup-dom.js loads the jest-dom matchers at runtime; this makes their types visible to tsc.
/// <reference types="@testing-library/jest-dom" />

/** CSS Modules and static assets, as webpack's loaders hand them to TypeScript code. */
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.scss';
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
